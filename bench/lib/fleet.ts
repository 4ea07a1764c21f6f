// Measurement 4: many stores scraped through the pg-boss queue by startScrapeWorkers, against fetch+parse of
// the same stores' pages one store after another.
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import type { FakeStore } from '../../tools/fake-shopify/index.ts';
import type { TDatabase } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { stores } from '../../src/server/db/schema/index.ts';
import { startQueue } from '../../src/server/jobs/queue.ts';
import {
  createScrapeQueues,
  createScrapeScheduler,
  startScrapeWorkers,
} from '../../src/server/jobs/scrape-jobs.ts';
import type { TLogger } from '../../src/server/lib/logger.ts';
import type { TCatalogueReader } from '../../src/server/monitoring/storefront-port.ts';
import { fetchAndParseAll } from './fetch-parse';
import { timed } from './report';
import { seedTrackedStore } from './seed';
import { SIZES } from './sizes';

export type TFleetResult = {
  wallMs: number;
  baselineMs: number;
  ratio: number;
  productsPerSecond: number;
  products: number;
  variants: number;
  pages: number;
};

export async function runFleet(opts: {
  database: TDatabase;
  readCatalogue: TCatalogueReader;
  fakeStores: FakeStore[];
  userId: string;
  log: TLogger;
}): Promise<TFleetResult> {
  const { database, fakeStores } = opts;
  const db = database.db;
  const storeIds: string[] = [];
  for (const fake of fakeStores) {
    storeIds.push(
      await seedTrackedStore(db, {
        userId: opts.userId,
        url: fake.url,
        name: fake.name,
        myshopifyDomain: fake.myshopifyDomain,
      }),
    );
  }
  const urls = fakeStores.map((s) => s.url);
  await fetchAndParseAll(urls); // warm-up: the fake stores serialise their pages once
  const before = await timed(() => fetchAndParseAll(urls));

  // No maintenance or cron: only the jobs queued here run, so two runs are comparable.
  const boss = await startQueue({ database, log: opts.log, supervise: false });
  let wallMs: number;
  try {
    await createScrapeQueues(boss);
    await startScrapeWorkers({
      boss,
      db,
      readCatalogue: opts.readCatalogue,
      concurrency: SIZES.fleet.workers,
      log: opts.log,
      pollingIntervalSeconds: 0.5,
    });
    const scheduler = createScrapeScheduler(async () => boss);
    const started = performance.now();
    for (const id of storeIds) await scheduler.requestScrape(id);
    await waitForAll(database, storeIds);
    wallMs = performance.now() - started;
  } finally {
    await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
  }

  const after = await timed(() => fetchAndParseAll(urls));
  const counts = rowsOf<{ products: number; variants: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM products WHERE store_id IN ${storeIds} AND removed_at IS NULL) AS products,
             (SELECT count(*)::int FROM variants WHERE store_id IN ${storeIds} AND removed_at IS NULL) AS variants`),
  )[0]!;
  const expected = fakeStores.reduce((n, s) => n + s.products.length, 0);
  if (counts.products !== expected)
    throw new Error(`queue stored ${counts.products} of ${expected} products`);
  const baselineMs = (before.ms + after.ms) / 2;
  return {
    wallMs,
    baselineMs,
    ratio: wallMs / baselineMs,
    productsPerSecond: counts.products / (wallMs / 1000),
    products: counts.products,
    variants: counts.variants,
    pages: before.value.pages,
  };
}

/** Until every store has last_success_at; throws when one fails or the wait runs out. */
async function waitForAll(database: TDatabase, storeIds: string[]): Promise<void> {
  const deadline = performance.now() + SIZES.queueTimeoutMs;
  for (;;) {
    const rows = await database.db
      .select({
        ok: stores.lastSuccessAt,
        failures: stores.consecutiveFailures,
        error: stores.lastErrorMessage,
      })
      .from(stores)
      .where(inArray(stores.id, storeIds));
    const failed = rows.find((r) => r.failures > 0);
    if (failed) throw new Error(`a queued scrape failed: ${failed.error}`);
    if (rows.filter((r) => r.ok).length === storeIds.length) return;
    if (performance.now() > deadline) throw new Error('the queue did not finish in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
