import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { signedInUser, track, USD_SHOP } from '../insights/insights-fixtures';

const PRODUCTS = 20_000;

describe('export of a large catalogue', () => {
  const ctx = useTestApp();

  it(`streams ${PRODUCTS.toLocaleString('en-US')} products in batches, as CSV and JSON`, async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice', { subscriptionPlan: 'pro' });
    const { storeId } = await track(ctx.db, alice.userId, USD_SHOP);
    await ctx.db.execute(sql`
      INSERT INTO products (store_id, external_id, handle, title, url, current_price, available)
      SELECT ${storeId}, g::text, 'p-' || g, 'Product ' || lpad(g::text, 6, '0'),
        'https://shop.example/products/p-' || g, (g % 100 + 0.99)::numeric(10, 2), g % 7 <> 0
      FROM generate_series(1, ${PRODUCTS}) AS g`);

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const heapBefore = process.memoryUsage().heapUsed;
    const res = await fetch(`${base}/api/export/products`, { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull(); // streamed (chunked), not buffered
    let chunks = 0;
    let lines = 0;
    let tail = '';
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      chunks++;
      const text = tail + decoder.decode(chunk, { stream: true });
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      lines += parts.length;
    }
    expect(tail).toBe('');
    expect(lines).toBe(PRODUCTS + 1);
    expect(chunks).toBeGreaterThanOrEqual(PRODUCTS / 1000);
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    // A loose bound: the whole file is ~2.5 MB, so this only catches something far worse than one copy.
    expect(heapGrowthMb).toBeLessThan(200);

    const json = await fetch(`${base}/api/export/products?format=json`, {
      headers: { cookie: alice.cookie },
    });
    const rows = (await json.json()) as { title: string; available: boolean }[];
    expect(rows).toHaveLength(PRODUCTS);
    expect(rows[0]).toMatchObject({ title: 'Product 000001', available: true });
    expect(rows.at(-1)).toMatchObject({ title: `Product ${String(PRODUCTS).padStart(6, '0')}` });
  });
});
