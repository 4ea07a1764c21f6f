// A scrape worker process (src/server/worker.ts, as `npm run worker` runs it) killed with SIGKILL in the middle of
// a scrape, on PostgreSQL: what it wrote is whole and unpublished, its claim on the store runs out, another worker
// process finds the claim run out and reads the store again unasked, and every price change ends up published
// exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from '../../../tools/fake-shopify';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { stores } from '../db/schema';
import { scrapeStore } from '../monitoring/scrape-store';
import { seedTrackedStore } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';

const workerEntry = fileURLToPath(new URL('../worker.ts', import.meta.url));
const LOCK_SECONDS = 5;
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
let fake: FakeShopify;
let shop: FakeStore;
beforeAll(async () => {
  // Eight listing pages, paced in the workers so that a read lasts a few seconds.
  fake = await startFakeShopify({
    stores: [{ name: 'Killed Worker Shop', products: 2000, variantsPerProduct: 2, seed: 33 }],
  });
  shop = fake.stores[0]!;
  env.ALLOWED_PRIVATE_HOSTS = shop.hostPort;
});
afterAll(async () => fake?.close());

type TWorker = { proc: ChildProcess; exited: Promise<unknown>; metricsPort?: number };
const METRICS_TOKEN = 'worker-metrics-token-0123456789';
const workers: TWorker[] = [];
afterEach(() => {
  for (const w of workers.splice(0)) if (w.proc.exitCode === null) w.proc.kill('SIGKILL');
});

/** A worker process on the database; resolves once it logs that its workers run. */
async function startWorker(databaseUrl: string): Promise<TWorker> {
  const proc = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rw-worker-')),
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      APP_URL: 'http://127.0.0.1:9',
      ALLOWED_PRIVATE_HOSTS: shop.hostPort,
      SCRAPE_MIN_GAP_MS: '500',
      SCRAPE_LOCK_SECONDS: String(LOCK_SECONDS),
      SCRAPE_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      // GET /metrics on a free port, logged (metrics/metrics-server.ts).
      METRICS_TOKEN,
      METRICS_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const worker: TWorker = { proc, exited: new Promise((resolve) => proc.once('exit', resolve)) };
  workers.push(worker);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      worker.metricsPort ??= Number(/"metricsPort":(\d+)/.exec(out)?.[1]) || undefined;
      if (out.includes('workers running')) resolve();
    });
    proc.once('exit', (code) =>
      reject(new Error(`the worker exited (${code}) before it was ready:\n${out}`)),
    );
  });
  return worker;
}

type TState = {
  events: number;
  pending: number;
  live: number;
  productCount: number;
  /** Variants whose price is not the last one their history holds. */
  torn: number;
  claimed: boolean;
  lastSuccessAt: Date | null;
};

async function state(db: TDb, storeId: string): Promise<TState> {
  const [row] = rowsOf<TState & { lastSuccessAt: string | Date | null }>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM change_events
          WHERE store_id = s.id AND type IN ('price_increase', 'price_decrease')) AS events,
        (SELECT count(*)::int FROM scrape_pending_events WHERE store_id = s.id) AS pending,
        (SELECT count(*)::int FROM products WHERE store_id = s.id AND removed_at IS NULL) AS live,
        s.product_count AS "productCount",
        (SELECT count(*)::int FROM variants v WHERE v.store_id = s.id AND v.price IS DISTINCT FROM (
          SELECT h.price FROM price_history h WHERE h.variant_id = v.id ORDER BY h.id DESC LIMIT 1)) AS torn,
        s.scrape_progress IS NOT NULL AND s.next_scrape_at > now() AS claimed,
        s.last_success_at AS "lastSuccessAt"
      FROM stores s WHERE s.id = ${storeId}`),
  );
  return { ...row!, lastSuccessAt: row!.lastSuccessAt ? new Date(row!.lastSuccessAt) : null };
}

async function pendingEvents(db: TDb, storeId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM scrape_pending_events WHERE store_id = ${storeId}`),
  );
  return row!.n;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!onPostgres)('a worker process killed mid-scrape', () => {
  const ctx = useTestApp({ env });

  it('leaves nothing torn or published; its claim runs out and another worker reads the store, every change once', async () => {
    const seeded = await seedTrackedStore(ctx.db);
    const storeId = seeded.storeId;
    await ctx.db.update(stores).set({ url: shop.url }).where(eq(stores.id, storeId));
    const databaseUrl = (ctx.database.pool!.options as { connectionString: string }).connectionString;

    // The baseline, read in this process; then 10 % of the prices move.
    const base = await scrapeStore({
      db: ctx.db,
      storeId,
      readCatalogue: ctx.storefront.readCatalogue,
      trigger: 'manual',
    });
    expect(base).toMatchObject({ status: 'success', summary: { productsFound: 2000 } });
    const baseline = await state(ctx.db, storeId);
    const moved = shop.changeRandomPrices(0.1).length;
    expect(moved).toBe(400);
    shop.clearRequests();

    // Worker A takes a manual scrape and is killed once it has written pages whose events wait for the close.
    const a = await startWorker(databaseUrl);
    await ctx.scheduler.requestScrape(storeId, { manual: true });
    await waitFor('worker A claims the store', async () => (await state(ctx.db, storeId)).claimed, 20_000);
    // B boots while A reads; on a busy machine it may still be booting when A is killed.
    const starting = startWorker(databaseUrl).then((worker) => ({ worker, readyAt: Date.now() }));
    starting.catch(() => {});
    await waitFor('worker A writes a page', async () => (await pendingEvents(ctx.db, storeId)) > 0, 20_000);
    a.proc.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();
    const afterKill = await state(ctx.db, storeId);
    expect(shop.requests(/products\.json/).length).toBeLessThan(9); // killed mid-read
    expect(afterKill).toMatchObject({ events: 0, torn: 0, live: 2000, productCount: 2000 });
    expect(afterKill.lastSuccessAt).toEqual(baseline.lastSuccessAt);

    // Nobody asks again: B finds the claim A left to run out and reads the store whole, as the refresh it was.
    const { worker: b, readyAt: bReadyAt } = await starting;
    await waitFor(
      'worker B reads the store',
      async () => ((await state(ctx.db, storeId)).lastSuccessAt?.getTime() ?? 0) > killedAt,
      45_000,
    );
    const after = await state(ctx.db, storeId);
    expect(after).toMatchObject({ events: moved, pending: 0, torn: 0, live: 2000, productCount: 2000 });
    expect(shop.requests(/products\.json\?limit=250&page=1\b/).length).toBe(2); // A's read and B's
    const runs = rowsOf<{ status: string; error_message: string | null; trigger: string; start_time: Date }>(
      await ctx.db.execute(sql`
        SELECT status, error_message, trigger, start_time FROM scraping_audits WHERE store_id = ${storeId} ORDER BY id`),
    );
    expect(runs.map((r) => r.status)).toEqual(['success', 'failure', 'success']);
    expect(runs[1]!.error_message).toBe('Interrupted before it finished');
    expect(runs[2]!.trigger).toBe('manual');
    // Taken over within the lock time and one sweep (a third of it), with a second to spare, counted from the kill
    // or from when B was up, whichever came later: no worker can take a store over before it runs.
    expect(new Date(runs[2]!.start_time).getTime() - Math.max(killedAt, bReadyAt)).toBeLessThan(
      ((LOCK_SECONDS * 4) / 3 + 1) * 1000,
    );

    // B's /metrics (npm run worker serves it with METRICS_TOKEN) counts its read.
    const metricsUrl = `http://127.0.0.1:${b.metricsPort}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(401);
    const metrics = await (
      await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const runsOf = (outcome: string) =>
      Number(
        new RegExp(
          `^rivalwatch_scrape_run_duration_seconds_count\\{outcome="${outcome}"\\} (\\d+)$`,
          'm',
        ).exec(metrics)?.[1] ?? 0,
      );
    expect(runsOf('success')).toBe(1);
  }, 90_000);
});
