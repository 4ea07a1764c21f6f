// npm run bench:api — the insight API benchmark of issue 4: seeds a large data set (200 users, 1,000 stores,
// 1,000,000 variants, 10,000,000 price-history rows on PostgreSQL; a tenth on PGlite), runs the real app in a
// child process and loads the calls of a user tracking 10 stores at 32 connections. Every p99 is printed with
// its ratio to a bare GET /api/health measured in the same rounds, then EXPLAIN ANALYZE of the slowest call's
// statements, and the peak memory of streaming a 100,000-product export.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase, type TDatabase, type TDb } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { listProducts } from '../src/server/products/list-products.ts';
import { getProductDetail } from '../src/server/products/get-product-detail.ts';
import { listPriceChanges } from '../src/server/insights/list-price-changes.ts';
import { LOAD_MORE_AT } from '../src/shared/constants/ui.ts';
import { getDashboardStats } from '../src/server/dashboard/get-dashboard-stats.ts';
import { listNotifications } from '../src/server/notifications/list-notifications.ts';
import { seedApiData, seedSession, type TApiSizes, type TSeeded } from './lib/api-seed.ts';
import { startAppChild } from './lib/app-child.ts';
import { openPostgresBench } from './lib/databases.ts';
import { measureExport } from './lib/export-memory.ts';
import { runLoad, type TLoadResult } from './lib/http-load.ts';
import { int, loadAverage, printTable, printVerdicts, type TCheck } from './lib/report.ts';

const SECRET = 'bench-session-secret-bench-session-secret';
const CONNECTIONS = 32;
const ROUNDS = process.env.BENCH_API_SMOKE === '1' ? 1 : 3;
const DURATION_MS =
  Number(process.env.BENCH_API_SECONDS ?? (process.env.BENCH_API_SMOKE === '1' ? 1 : 5)) * 1000;
const FULL: TApiSizes = {
  users: 200,
  stores: 1000,
  productsPerStore: 500,
  variantsPerProduct: 2,
  historyPerVariant: 10,
  eventsPerProduct: 2,
  storesPerUser: 10,
  exportStores: 200,
};
/**
 * The exports run in an app child whose V8 old space is capped, as in a small container: V8 then collects
 * instead of growing its heap at leisure, so the RSS it shows is what the export keeps alive.
 */
const EXPORT_HEAP_MB = 64;
const EXPORT_NODE_ARGS = [`--max-old-space-size=${EXPORT_HEAP_MB}`];
const TENTH: TApiSizes = { ...FULL, users: 20, stores: 100, exportStores: 100 };
// BENCH_API_SMOKE=1: a tiny data set, to check the benchmark itself runs (its figures mean nothing).
const SMOKE: TApiSizes = { ...FULL, users: 4, stores: 20, productsPerStore: 50, exportStores: 10 };
const smoke = process.env.BENCH_API_SMOKE === '1';
const checks: TCheck[] = [];
const fmt = (n: number) => `${n.toFixed(1)} ms`;

console.log('Rivalwatch API benchmark (the app in a child process; closed-loop load from this process)');
console.log(
  `Load: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_MS / 1000} s per call after a 1 s warm-up.`,
);
console.log(`Load average at start: ${loadAverage()} (2-core machine; ratios are side by side to absorb it)`);

type TCall = { name: string; path: string; run(db: TDb, seeded: TSeeded): Promise<unknown> };
// The lists are asked for as the screens ask for them: pages of LOAD_MORE_AT (docs/product-rules.md R48,
// "Load More" at 50).
const PAGE = LOAD_MORE_AT;
const calls = (seeded: TSeeded): TCall[] => [
  {
    name: 'GET /api/dashboard/stats',
    path: '/api/dashboard/stats',
    run: (db) => getDashboardStats({ db, userId: seeded.benchUserId }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}`,
    path: `/api/price-changes?limit=${PAGE}`,
    run: (db) => listPriceChanges({ db, userId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}&sort=change`,
    path: `/api/price-changes?limit=${PAGE}&sort=change`,
    run: (db) => listPriceChanges({ db, userId: seeded.benchUserId, limit: PAGE, sort: 'change' }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}&sort=store&direction=decrease`,
    path: `/api/price-changes?limit=${PAGE}&sort=store&direction=decrease`,
    run: (db) =>
      listPriceChanges({ db, userId: seeded.benchUserId, limit: PAGE, sort: 'store', direction: 'decrease' }),
  },
  {
    name: `GET /api/products?limit=${PAGE}`,
    path: `/api/products?limit=${PAGE}`,
    run: (db) => listProducts({ db, userId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: `GET /api/notifications?limit=${PAGE}`,
    path: `/api/notifications?limit=${PAGE}`,
    run: (db) => listNotifications({ db, userId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: 'GET /api/products/:id',
    path: `/api/products/${seeded.productId}`,
    run: (db) => getProductDetail({ db, userId: seeded.benchUserId, productId: String(seeded.productId) }),
  },
];

async function seedInto(database: TDatabase, sizes: TApiSizes) {
  console.log(
    `Sizes: ${sizes.users} users, ${int(sizes.stores)} stores, ` +
      `${int(sizes.stores * sizes.productsPerStore)} products, ` +
      `${int(sizes.stores * sizes.productsPerStore * sizes.variantsPerProduct)} variants, ` +
      `${int(sizes.stores * sizes.productsPerStore * sizes.variantsPerProduct * sizes.historyPerVariant)} ` +
      `price-history rows; the measured user tracks ${sizes.storesPerUser} stores.`,
  );
  const seeded = await seedApiData(database.db, sizes);
  await seedSession(database.db, seeded.benchUserId, 'bench-session');
  await seedSession(database.db, seeded.exportUserId, 'export-session');
  return seeded;
}

const cookieOf = (sid: string) => `rw_session=${encodeURIComponent(sign(sid, SECRET))}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * ROUNDS rounds, each a bare GET /api/health then every call, DURATION_MS apiece: a burst of load elsewhere on the
 * machine lands in one round, and the medians across rounds leave it out. Every round's p99 is printed too.
 */
async function measure(label: string, origin: string, seeded: TSeeded) {
  const headers = { cookie: cookieOf('bench-session') };
  for (const call of calls(seeded)) {
    const probe = await fetch(`${origin}${call.path}`, { headers });
    if (!probe.ok) throw new Error(`${call.name} answered ${probe.status}: ${await probe.text()}`);
    await runLoad({ origin, path: call.path, headers, connections: CONNECTIONS, durationMs: 1000 });
  }
  const bareName = 'GET /api/health (bare)';
  const rounds = new Map<string, TLoadResult[]>(
    [bareName, ...calls(seeded).map((c) => c.name)].map((n) => [n, []]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    rounds
      .get(bareName)!
      .push(
        await runLoad({ origin, path: '/api/health', connections: CONNECTIONS, durationMs: DURATION_MS }),
      );
    for (const call of calls(seeded)) {
      rounds.get(call.name)!.push(
        await runLoad({
          origin,
          path: call.path,
          headers,
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
        }),
      );
    }
  }
  const results = [...rounds].map(([name, rs]) => ({
    name,
    requests: rs.reduce((n, r) => n + r.requests, 0),
    errors: rs.reduce((n, r) => n + r.errors, 0),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    rounds: rs.map((r) => r.p99.toFixed(1)).join(' / '),
  }));
  const baseP99 = results[0]!.p99;
  printTable({
    title: `${label}: latency at ${CONNECTIONS} connections (${ROUNDS} round(s) of ${DURATION_MS / 1000} s per call)`,
    headers: [
      'call',
      'requests',
      'errors',
      'p50 (median)',
      'p99 (median)',
      'p99 per round',
      'p99 / bare p99',
    ],
    rows: results.map((r, i) => [
      r.name,
      int(r.requests),
      int(r.errors),
      fmt(r.p50),
      fmt(r.p99),
      r.rounds,
      i === 0 ? '-' : (r.p99 / baseP99).toFixed(2),
    ]),
    notes: [`ratios use the median of the bare call's per-round p99 = ${fmt(baseP99)}`],
  });
  const measured = results.slice(1);
  for (const r of measured) {
    if (label.startsWith('PostgreSQL'))
      checks.push({
        database: label,
        what: `${r.name} p99`,
        target: '≤ 50 ms',
        actual: fmt(r.p99),
        pass: r.p99 <= 50,
      });
    checks.push({
      database: label,
      what: `${r.name} p99 / bare`,
      target: '≤ 10',
      actual: (r.p99 / baseP99).toFixed(2),
      pass: r.p99 / baseP99 <= 10 && r.errors === 0,
    });
  }
  return measured.sort((a, b) => b.p99 - a.p99)[0]!.name;
}

/** EXPLAIN ANALYZE of every statement the slowest call runs, through a drizzle that records its SQL. */
async function explainSlowest(database: TDatabase, seeded: TSeeded, slowest: string) {
  const captured: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const db = (database.pool
    ? drizzlePg(database.pool, { schema, logger })
    : drizzlePglite(database.pglite!, { schema, logger })) as unknown as TDb;
  await calls(seeded)
    .find((c) => c.name === slowest)!
    .run(db, seeded);
  for (const { query, params } of captured) {
    const text = `EXPLAIN (ANALYZE, BUFFERS) ${query}`;
    const rows = database.pool
      ? (await database.pool.query(text, params)).rows
      : (await database.pglite!.query(text, params)).rows;
    console.log(`\nEXPLAIN ANALYZE, slowest call ${slowest}:\n${query}\n`);
    console.log(rows.map((r) => Object.values(r as object)[0]).join('\n'));
  }
}

async function benchPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rw-bench-api-'));
  try {
    let database = await openDatabase({ dataDir: dir });
    await database.migrate();
    console.log('\nPGlite (a data directory on disk, owned by the app child)');
    const seeded = await seedInto(database, smoke ? SMOKE : TENTH);
    await database.close();
    const app = await startAppChild({ dataDir: dir, sessionSecret: SECRET });
    let slowest: string;
    try {
      slowest = await measure('PGlite', app.origin, seeded);
    } finally {
      await app.stop();
    }
    const exporter = await startAppChild({ dataDir: dir, sessionSecret: SECRET, nodeArgs: EXPORT_NODE_ARGS });
    try {
      checks.push(
        ...(await measureExport('PGlite', exporter, EXPORT_HEAP_MB, smoke ? SMOKE : TENTH, cookieOf)),
      );
    } finally {
      await exporter.stop();
    }
    database = await openDatabase({ dataDir: dir });
    await explainSlowest(database, seeded, slowest);
    await database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const pg = await openPostgresBench();
  if ('skipped' in pg) {
    console.log(`\nPostgreSQL: skipped (${pg.skipped})`);
    return;
  }
  try {
    console.log(`\n${pg.label}`);
    const seeded = await seedInto(pg.database, smoke ? SMOKE : FULL);
    const app = await startAppChild({ databaseUrl: pg.databaseUrl, sessionSecret: SECRET });
    let slowest: string;
    try {
      slowest = await measure(pg.name, app.origin, seeded);
    } finally {
      await app.stop();
    }
    const exporter = await startAppChild({
      databaseUrl: pg.databaseUrl,
      sessionSecret: SECRET,
      nodeArgs: EXPORT_NODE_ARGS,
    });
    try {
      checks.push(
        ...(await measureExport(pg.name, exporter, EXPORT_HEAP_MB, smoke ? SMOKE : FULL, cookieOf)),
      );
    } finally {
      await exporter.stop();
    }
    await explainSlowest(pg.database, seeded, slowest);
  } finally {
    await pg.dispose();
  }
}

try {
  if (process.env.BENCH_API_ONLY !== 'postgres') await benchPglite();
  if (process.env.BENCH_API_ONLY !== 'pglite') await benchPostgres();
  printVerdicts(checks);
  console.log(`Load average at the end: ${loadAverage()}`);
} catch (err) {
  console.error('\nThe benchmark stopped:', err);
  process.exitCode = 1;
}
