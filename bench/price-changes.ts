// npm run bench:price-changes — the sorted and filtered price-changes list (docs/product-rules.md R125) beside the
// default newest-first list, on PostgreSQL (PGlite when no server answers): a user tracking 10 stores of 2,000
// products with 10 change events each (about 133,000 price moves of theirs among 1,000,000 events). Each case runs
// its first page (with the true total) and its second page (by cursor) in-process; medians and p95 are printed
// with their ratio to the default list measured in the same run, then each case's plan names the indexes it reads.
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { TDb } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { listPriceChanges } from '../src/server/insights/list-price-changes.ts';
import type { TPriceChangeFilters } from '../src/shared/contracts/insights.ts';
import { seedApiData, type TApiSizes } from './lib/api-seed.ts';
import { openPgliteBench, openPostgresBench, type TBenchDatabase } from './lib/databases.ts';
import { int, median, printTable, printVerdicts, type TCheck } from './lib/report.ts';

const SIZES: TApiSizes = {
  users: 20,
  stores: 50,
  productsPerStore: 2000,
  variantsPerProduct: 1,
  historyPerVariant: 1,
  eventsPerProduct: 10,
  storesPerUser: 10,
  exportStores: 1,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const PAGE = 50;
/** A next page (by cursor) answers within this, sorted or filtered; a first page also counts the true total. */
const GOAL_MS = 50;
const FIRST_PAGE_GOAL_MS = 100;
/** A sort reads its own index, so it costs about what the default order costs. */
const SORT_RATIO = 3;

/**
 * `informational`: printed, not a goal. The search tests each product with ILIKE (title, vendor, every variant's
 * SKU) and no index serves a substring: trigram indexes are the products list's and this list's next step.
 */
const CASES: { name: string; filters: TPriceChangeFilters; sorted?: boolean; informational?: boolean }[] = [
  { name: 'newest first (default)', filters: {} },
  { name: 'oldest first', filters: { dir: 'asc' }, sorted: true },
  { name: 'new price, low first', filters: { sort: 'price' }, sorted: true },
  { name: 'new price, high first', filters: { sort: 'price', dir: 'desc' }, sorted: true },
  { name: 'biggest rise', filters: { sort: 'change' }, sorted: true },
  { name: 'biggest drop', filters: { sort: 'change', dir: 'asc' }, sorted: true },
  { name: 'competitor', filters: { sort: 'store' }, sorted: true },
  { name: 'decreases', filters: { direction: 'decrease' } },
  { name: 'on sale (10 % of products)', filters: { onSale: 'true' } },
  { name: 'out of stock (4 % of products)', filters: { availability: 'out_of_stock' } },
  { name: 'search "product 1"', filters: { q: 'product 1' }, informational: true },
  { name: 'biggest drop, on sale', filters: { sort: 'change', dir: 'asc', onSale: 'true' } },
];

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function run(bench: TBenchDatabase) {
  const { db } = bench.database;
  console.log(`\n${bench.label}: seeding`);
  const seeded = await seedApiData(db, SIZES);
  const userId = seeded.benchUserId;
  // As autovacuum leaves a table in use: statistics and the visibility map (index-only scans) up to date.
  await db.execute(sql`VACUUM ANALYZE`);
  const checks: TCheck[] = [];
  const rows: string[][] = [];
  let base = 0;
  for (const c of CASES) {
    const first = () => listPriceChanges({ db, accountId: userId, limit: PAGE, ...c.filters });
    const page1 = await first();
    const cursor = page1.nextCursor ?? undefined;
    for (let i = 0; i < 3; i++) await first();
    const t1: number[] = [];
    const t2: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t1.push(await time(first));
      if (cursor)
        t2.push(
          await time(() => listPriceChanges({ db, accountId: userId, limit: PAGE, cursor, ...c.filters })),
        );
    }
    if (!base) base = median(t1);
    rows.push([
      c.name,
      int(page1.total ?? 0),
      median(t1).toFixed(1),
      p95(t1).toFixed(1),
      t2.length ? median(t2).toFixed(1) : '-',
      t2.length ? p95(t2).toFixed(1) : '-',
      (median(t1) / base).toFixed(2),
    ]);
    if (c.informational) continue;
    checks.push({
      database: bench.name,
      what: `${c.name}: page 1 p95`,
      target: `≤ ${FIRST_PAGE_GOAL_MS} ms`,
      actual: `${p95(t1).toFixed(1)} ms`,
      pass: p95(t1) <= FIRST_PAGE_GOAL_MS,
    });
    if (t2.length) {
      checks.push({
        database: bench.name,
        what: `${c.name}: page 2 p95`,
        target: `≤ ${GOAL_MS} ms`,
        actual: `${p95(t2).toFixed(1)} ms`,
        pass: p95(t2) <= GOAL_MS,
      });
    }
    if (c.sorted) {
      checks.push({
        database: bench.name,
        what: `${c.name}: page 1 median / default`,
        target: `≤ ${SORT_RATIO}`,
        actual: (median(t1) / base).toFixed(2),
        pass: median(t1) / base <= SORT_RATIO,
      });
    }
  }
  for (const c of CASES)
    console.log(`${c.name}: ${(await indexesRead(bench, userId, c.filters)).join(', ')}`);
  printTable({
    title: `${bench.label}: GET /api/price-changes?limit=${PAGE}, ${RUNS} runs per case, in-process`,
    headers: ['case', 'total', 'p1 median ms', 'p1 p95 ms', 'p2 median ms', 'p2 p95 ms', 'p1 / default'],
    rows,
    notes: [
      `sizes: ${SIZES.stores} stores × ${int(SIZES.productsPerStore)} products × ${SIZES.eventsPerProduct} events; ` +
        `the user tracks ${SIZES.storesPerUser} stores`,
      'page 1 includes the count of the true total; page 2 is read by cursor',
    ],
  });
  return checks;
}

/** The indexes the list's statement reads, from its plan (EXPLAIN ANALYZE). */
async function indexesRead(bench: TBenchDatabase, userId: string, filters: TPriceChangeFilters) {
  const captured: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const { pool, pglite } = bench.database;
  const db = (pool
    ? drizzlePg(pool, { schema, logger })
    : drizzlePglite(pglite!, { schema, logger })) as unknown as TDb;
  await listPriceChanges({ db, accountId: userId, limit: PAGE, ...filters });
  const { query, params } = captured[0]!;
  const text = `EXPLAIN (ANALYZE, BUFFERS) ${query}`;
  const plan = (pool ? (await pool.query(text, params)).rows : (await pglite!.query(text, params)).rows).map(
    (r) => String(Object.values(r as object)[0]),
  );
  return [...new Set(plan.flatMap((l) => [...l.matchAll(/using (\w+)/g)].map((m) => m[1]!)))];
}

const checks: TCheck[] = [];
const postgres = await openPostgresBench();
const bench = 'skipped' in postgres ? await openPgliteBench() : postgres;
if ('skipped' in postgres) console.log(`PostgreSQL skipped (${postgres.skipped}); PGlite instead.`);
try {
  checks.push(...(await run(bench)));
} finally {
  await bench.dispose();
}
printVerdicts(checks);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
