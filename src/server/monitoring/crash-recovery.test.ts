import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { outcome, product, seedTrackedStore, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { ingestScrape } from './ingest-scrape';
import { CHUNK_PRODUCTS } from './write-catalogue';

const child = fileURLToPath(new URL('../testing/ingest-loop-child.ts', import.meta.url));

/** More products than one write chunk holds (CHUNK_PRODUCTS), so a kill can land between two chunks. */
const PRODUCTS = 2 * CHUNK_PRODUCTS + 100;

function catalogue(priceBase: number) {
  return Array.from({ length: PRODUCTS }, (_, i) =>
    product(`${i + 1}`, [
      variant(`${i + 1}01`, { price: (priceBase + (i % 7)).toFixed(2), title: 'S' }),
      variant(`${i + 1}02`, { price: (priceBase + 1 + (i % 5)).toFixed(2), title: 'M', position: 2 }),
    ]),
  );
}

/** What a half-written scrape would break: history ends where the catalogue is, and the counts agree. */
async function assertConsistent(db: Parameters<typeof ingestScrape>[0]['db'], storeId: string) {
  const broken = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM variants v
      WHERE v.store_id = ${storeId} AND v.price IS DISTINCT FROM (
        SELECT h.price FROM price_history h WHERE h.variant_id = v.id ORDER BY h.id DESC LIMIT 1)`),
  )[0]!.n;
  expect(broken).toBe(0);
  const counts = rowsOf<{ stored: number; live: number }>(
    await db.execute(sql`
      SELECT s.product_count AS stored,
        (SELECT count(*)::int FROM products p WHERE p.store_id = s.id AND p.removed_at IS NULL) AS live
      FROM stores s WHERE s.id = ${storeId}`),
  )[0]!;
  expect(counts.stored).toBe(counts.live);
}

/**
 * Exactly once: each variant has one price event per move its history records (a move written in a chunk whose
 * run died is published by the next run, never twice), and nothing is left pending.
 */
async function assertEventsOnce(db: Parameters<typeof ingestScrape>[0]['db'], storeId: string) {
  const [row] = rowsOf<{ moves: number; events: number; pending: number }>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM (
          SELECT price IS DISTINCT FROM lag(price) OVER (PARTITION BY variant_id ORDER BY id) AND
            lag(price) OVER (PARTITION BY variant_id ORDER BY id) IS NOT NULL AS moved
          FROM price_history h WHERE h.variant_id IN (SELECT id FROM variants WHERE store_id = ${storeId})
        ) m WHERE moved) AS moves,
        (SELECT count(*)::int FROM change_events
          WHERE store_id = ${storeId} AND type IN ('price_increase', 'price_decrease')) AS events,
        (SELECT count(*)::int FROM scrape_pending_events WHERE store_id = ${storeId}) AS pending`),
  );
  expect(row!.pending).toBe(0);
  expect(row!.events).toBe(row!.moves);
  expect(row!.moves).toBeGreaterThan(0);
}

// A second process writing to the same database needs a server: the embedded PGlite has one owning process.
describe.skipIf(!process.env.DATABASE_URL)('a worker killed mid-ingest', () => {
  const ctx = useTestApp();

  it('leaves no partial state, and the next run completes and publishes every event once', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue(10)) });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rw-crash-')), 'outcomes.json');
    writeFileSync(file, JSON.stringify([outcome(catalogue(20)), outcome(catalogue(30))]));

    const databaseUrl = (ctx.database.pool!.options as { connectionString: string }).connectionString;
    for (const killAfterMs of [150, 400, 900]) {
      const proc = spawn(process.execPath, ['--import', 'tsx', child, storeId, file], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve) => proc.stdout!.once('data', () => resolve()));
      await new Promise((r) => setTimeout(r, killAfterMs));
      proc.kill('SIGKILL');
      await new Promise((r) => proc.once('exit', r));
      await assertConsistent(ctx.db, storeId);
    }

    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue(40)) });
    expect(summary.productsFound).toBe(PRODUCTS);
    await assertConsistent(ctx.db, storeId);
    await assertEventsOnce(ctx.db, storeId);
    const prices = rowsOf<{ price: string }>(
      await ctx.db.execute(
        sql`SELECT price FROM variants WHERE store_id = ${storeId} AND external_id = '101'`,
      ),
    );
    expect(prices[0]!.price).toBe('40.00');
  }, 180_000);
});
