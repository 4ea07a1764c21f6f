import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { signedInUser, track, USD_SHOP } from '../insights/insights-fixtures';
import { EXPORT_BATCH } from './export-datasets';

const PRODUCTS = 8 * EXPORT_BATCH;

/** The raw bytes of a GET as they arrive, chunk by chunk, undecoded. */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; chunks: Buffer[] }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, chunks }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('a compressed export', () => {
  const ctx = useTestApp();

  it('is still streamed: compressed batch by batch, never buffered whole', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice', { subscriptionPlan: 'pro' });
    const { storeId } = await track(ctx.db, alice.userId, USD_SHOP);
    await ctx.db.execute(sql`
      INSERT INTO products (store_id, external_id, handle, title, url, current_price, available)
      SELECT ${storeId}, g::text, 'p-' || g, 'Product ' || lpad(g::text, 6, '0'),
        'https://shop.example/products/p-' || g, (g % 100 + 0.99)::numeric(10, 2), true
      FROM generate_series(1, ${PRODUCTS}) AS g`);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

    const res = await getRaw(`${base}/api/export/products`, {
      cookie: alice.cookie,
      'accept-encoding': 'br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined(); // chunked as it is produced
    // Each batch is flushed through the compressor as it is read, so the client gets at least one chunk per batch.
    expect(res.chunks.length).toBeGreaterThanOrEqual(PRODUCTS / EXPORT_BATCH);
    const csv = brotliDecompressSync(Buffer.concat(res.chunks)).toString('utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(PRODUCTS + 1);
    // Smaller on the wire than the CSV itself.
    expect(Buffer.concat(res.chunks).length).toBeLessThan(Buffer.byteLength(csv) / 3);
  });
});
