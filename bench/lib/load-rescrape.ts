// bench:load's re-scraped store: a fake Shopify store over real HTTP, tracked by some of the bench users, whose
// catalogue moves and whose owner presses "refresh" (POST /api/competitors/:id/scrape) every few seconds while the
// sessions load the app. The app's own workers read and write it: the app process owns the database (on PGlite no
// other process may open it), so the scrape runs where it runs in production, through the pg-boss queue.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Client } from 'undici';
import type { TDb } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { upsertStore } from '../../src/server/competitors/upsert-store.ts';
import { startFakeShopify, type FakeShopify, type FakeStore } from '../../tools/fake-shopify/index.ts';
import { percentile } from './http-load.ts';
import { int, printTable } from './report.ts';

export type TRescrapeSizes = {
  products: number;
  variantsPerProduct: number;
  /** Share of all variants whose price moves before each re-scrape. */
  changedShare: number;
  everyMs: number;
  /** Bench users (the first ones by username) whose last competitor becomes this store. */
  subscribers: number;
};

export type TRescrapeStore = {
  fake: FakeShopify;
  store: FakeStore;
  storeId: string;
  /** The first subscriber's competitor row for the store, and that user's username. */
  competitorId: string;
  username: string;
};

export async function startRescrapeStore(
  sizes: TRescrapeSizes,
): Promise<{ fake: FakeShopify; store: FakeStore }> {
  const fake = await startFakeShopify({
    stores: [
      { name: 'Rescraped', products: sizes.products, variantsPerProduct: sizes.variantsPerProduct, seed: 7 },
    ],
  });
  return { fake, store: fake.stores[0]! };
}

/** Seeds the store row and points each of the first `subscribers` users' last competitor at it. */
export async function attachRescrapeStore(
  db: TDb,
  rescrape: { fake: FakeShopify; store: FakeStore },
  subscribers: number,
): Promise<TRescrapeStore> {
  const { store } = rescrape;
  const row = await upsertStore({
    db,
    url: store.url,
    shop: { name: store.name, currency: 'USD', country: 'US', myshopifyDomain: store.myshopifyDomain },
  });
  const moved = rowsOf<{ id: string; username: string }>(
    await db.execute(sql`
      WITH u AS (SELECT id, username FROM users WHERE username LIKE 'bench%' ORDER BY username LIMIT ${subscribers}),
        last AS (
          SELECT DISTINCT ON (c.account_id) c.id, u.username FROM competitors c JOIN u ON u.id = c.account_id
          ORDER BY c.account_id, c.store_id DESC)
      UPDATE competitors c SET store_id = ${row.id}, name = ${store.name}, url = ${store.url},
        domain = ${new URL(store.url).host}, status = 'active', last_scraped = NULL, product_count = 0
      FROM last WHERE c.id = last.id
      RETURNING c.id, last.username`),
  );
  moved.sort((a, b) => a.username.localeCompare(b.username));
  return { ...rescrape, storeId: row.id, competitorId: moved[0]!.id, username: moved[0]!.username };
}

type TCompetitor = { id: string; status: string; lastScraped: string | null; productCount: number };

async function competitorOf(client: Client, cookie: string, id: string): Promise<TCompetitor> {
  const res = await client.request({ method: 'GET', path: '/api/competitors', headers: { cookie } });
  const list = (await res.body.json()) as TCompetitor[];
  const found = list.find((c) => c.id === id);
  if (!found) throw new Error(`competitor ${id} is not in the owner's list`);
  return found;
}

async function refresh(client: Client, cookie: string, id: string): Promise<number> {
  const res = await client.request({
    method: 'POST',
    path: `/api/competitors/${id}/scrape`,
    headers: { cookie },
  });
  await res.body.dump();
  return res.statusCode;
}

/** The store's first scrape (its baseline, the whole catalogue written), before the clock starts. */
export async function scrapeBaseline(origin: string, cookie: string, r: TRescrapeStore): Promise<number> {
  const client = new Client(origin);
  const started = performance.now();
  try {
    const status = await refresh(client, cookie, r.competitorId);
    if (status !== 202) throw new Error(`the baseline refresh answered ${status}`);
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const c = await competitorOf(client, cookie, r.competitorId);
      if (c.lastScraped && c.status === 'active') {
        if (c.productCount !== r.store.products.length)
          throw new Error(`the baseline stored ${c.productCount} of ${r.store.products.length} products`);
        return (performance.now() - started) / 1000;
      }
      if (c.status === 'error') throw new Error('the baseline scrape failed');
      if (Date.now() > deadline) throw new Error('the baseline scrape did not finish in 10 minutes');
      await new Promise((res) => setTimeout(res, 250));
    }
  } finally {
    await client.close();
  }
}

export type TRescrapeLoop = {
  stop(): Promise<{ requested: number; failedRequests: string[]; stoppedAt: Date }>;
};

/** Every `everyMs`: move `changedShare` of the variants' prices, then the owner's refresh. */
export function startRescrapes(origin: string, cookie: string, r: TRescrapeStore, sizes: TRescrapeSizes) {
  const client = new Client(origin);
  let requested = 0;
  const failedRequests: string[] = [];
  let running = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      r.store.changeRandomPrices(sizes.changedShare);
      requested++;
      try {
        const status = await refresh(client, cookie, r.competitorId);
        if (status !== 202) failedRequests.push(`answered ${status}`);
      } catch (err) {
        failedRequests.push((err as Error).message);
      }
    });
  };
  tick();
  const timer = setInterval(tick, sizes.everyMs);
  return {
    async stop() {
      clearInterval(timer);
      const stoppedAt = new Date();
      await running;
      await client.close();
      return { requested, failedRequests, stoppedAt };
    },
  };
}

type TAudit = {
  status: string;
  duration: number | null;
  history: number | null;
  events: number | null;
  /** Epoch milliseconds; `ended` is null for a run still reading when the app stopped. */
  started: number;
  ended: number | null;
};

/** How long a run may start after the one before it ended, with refreshes still coming: the queue's poll (2 s). */
export const RUN_GAP_LIMIT_MS = 3_000;

/**
 * The store's scrape runs that started at or after `since`, read from the database once the app has stopped.
 * `longestGapMs` is the longest time in the window [since, loop.stoppedAt] when the store was not being read:
 * before the first run, between runs, and after the last run ended (none if it was still reading at the end).
 */
export async function printRescrapes(
  db: TDb,
  r: TRescrapeStore,
  since: Date,
  loop: { requested: number; failedRequests: string[]; stoppedAt: Date },
  sizes: TRescrapeSizes,
): Promise<{ succeeded: number; runs: number; longestGapMs: number }> {
  const runs = rowsOf<TAudit>(
    await db.execute(sql`
      SELECT status, duration, (metadata->>'historyRows')::int AS history,
        extract(epoch FROM start_time) * 1000 AS started, extract(epoch FROM end_time) * 1000 AS ended,
        (SELECT sum(value::int) FROM jsonb_each_text(coalesce(metadata->'events', '{}'::jsonb)))::int AS events
      FROM scraping_audits WHERE store_id = ${r.storeId} AND start_time >= ${since.toISOString()}
      ORDER BY start_time`),
  );
  const byStatus = new Map<string, number>();
  for (const run of runs) byStatus.set(run.status, (byStatus.get(run.status) ?? 0) + 1);
  const done = runs.filter((x) => x.status === 'success');
  const durations = done.map((x) => Number(x.duration)).sort((a, b) => a - b);
  const sum = (pick: (x: TAudit) => number | null) => done.reduce((t, x) => t + Number(pick(x) ?? 0), 0);
  // Refreshes come every few seconds, faster than a read of this store under load: the store should be read back
  // to back, each run starting as the one before it ends (a refresh during a run waits as one job).
  const windowEnd = loop.stoppedAt.getTime();
  let longestGapMs = windowEnd - since.getTime();
  if (runs.length) {
    longestGapMs = Number(runs[0]!.started) - since.getTime();
    for (let i = 1; i < runs.length; i++) {
      const before = runs[i - 1]!.ended;
      if (before !== null) longestGapMs = Math.max(longestGapMs, Number(runs[i]!.started) - Number(before));
    }
    const last = runs.at(-1)!.ended;
    if (last !== null) longestGapMs = Math.max(longestGapMs, windowEnd - Number(last));
  }
  printTable({
    title:
      `The re-scraped store: ${int(sizes.products)} products × ${sizes.variantsPerProduct} variants, ` +
      `${(sizes.changedShare * 100).toFixed(0)} % of the variants' prices moved, then refreshed every ` +
      `${sizes.everyMs / 1000} s`,
    headers: [
      'refreshes asked',
      'refused',
      'runs',
      'by status',
      'run p50',
      'run max',
      'longest gap',
      'history rows',
      'events',
    ],
    rows: [
      [
        int(loop.requested),
        int(loop.failedRequests.length),
        int(runs.length),
        [...byStatus].map(([s, n]) => `${s} ${n}`).join(', ') || '-',
        durations.length ? `${int(percentile(durations, 50))} ms` : '-',
        durations.length ? `${int(durations.at(-1)!)} ms` : '-',
        `${int(longestGapMs)} ms`,
        int(sum((x) => x.history)),
        int(sum((x) => x.events)),
      ],
    ],
    notes: [
      `Runs: the store's scrape runs (scraping_audits) started during the load, read, compared and written by the ` +
        `app's own worker; a refresh asked while one run waits is not queued twice. Longest gap: the longest time ` +
        `in the window the store was not being read (before the first run, between runs, after the last one).`,
      ...loop.failedRequests.slice(0, 3).map((m) => `refused: ${m}`),
    ],
  });
  return { succeeded: done.length, runs: runs.length, longestGapMs };
}
