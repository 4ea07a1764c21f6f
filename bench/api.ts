// npm run bench:api — the insight API benchmark of issue 4: seeds a large data set (200 users, 1,000 stores,
// 1,000,000 variants, 10,000,000 price-history rows on PostgreSQL; a tenth on PGlite), runs the real app in a
// child process and loads the calls of a user tracking 10 stores at 32 connections. Every p99 is printed with
// its ratio to a bare GET /api/health measured in the same rounds, then EXPLAIN ANALYZE of the slowest call's
// statements, and the peak memory of streaming a 100,000-product export.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import pg from 'pg';
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
import { captureCalls, describeWaves, replayLoad, statementCount, type TWave } from './lib/sql-replay.ts';
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
 * The exports run in an app child whose V8 heap is capped, as in a small container: the old space at 64 MB, so V8
 * collects instead of growing its heap at leisure, and the young generation's semi-spaces at 1 MB. Uncapped, V8
 * grows the semi-spaces to 16 MB each during any long stream of short-lived garbage, whatever stays alive: that
 * alone made the 100,000-product export's extra RSS 0.9x its extra file size (measured), though nothing held
 * rows. Capped, the RSS left is what the export keeps alive (keeping the output Buffers: 0.72x, a MISS).
 */
const EXPORT_HEAP_MB = 64;
const EXPORT_NODE_ARGS = [`--max-old-space-size=${EXPORT_HEAP_MB}`, '--max-semi-space-size=1'];
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
    run: (db) => getDashboardStats({ db, accountId: seeded.benchUserId }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}`,
    path: `/api/price-changes?limit=${PAGE}`,
    run: (db) => listPriceChanges({ db, accountId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}&sort=change`,
    path: `/api/price-changes?limit=${PAGE}&sort=change`,
    run: (db) => listPriceChanges({ db, accountId: seeded.benchUserId, limit: PAGE, sort: 'change' }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}&sort=store&direction=decrease`,
    path: `/api/price-changes?limit=${PAGE}&sort=store&direction=decrease`,
    run: (db) =>
      listPriceChanges({
        db,
        accountId: seeded.benchUserId,
        limit: PAGE,
        sort: 'store',
        direction: 'decrease',
      }),
  },
  {
    name: `GET /api/products?limit=${PAGE}`,
    path: `/api/products?limit=${PAGE}`,
    run: (db) => listProducts({ db, accountId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: `GET /api/notifications?limit=${PAGE}`,
    path: `/api/notifications?limit=${PAGE}`,
    run: (db) =>
      listNotifications({ db, userId: seeded.benchUserId, accountId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: 'GET /api/products/:id',
    path: `/api/products/${seeded.productId}`,
    run: (db) => getProductDetail({ db, accountId: seeded.benchUserId, productId: String(seeded.productId) }),
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
 * ROUNDS rounds; in each, every call is loaded through the app for DURATION_MS and then, on PostgreSQL, the same
 * statements straight through pg (`replay`) for as long, at the same concurrency: a burst of load elsewhere on
 * the machine lands in one round, and the medians across rounds leave it out. A bare GET /api/health is printed
 * for information (the route's own floor), no longer a yardstick.
 */
async function measure(
  label: string,
  origin: string,
  seeded: TSeeded,
  replay?: { pool: pg.Pool; calls: Map<string, TWave[]> },
) {
  const headers = { cookie: cookieOf('bench-session') };
  for (const call of calls(seeded)) {
    const probe = await fetch(`${origin}${call.path}`, { headers });
    if (!probe.ok) throw new Error(`${call.name} answered ${probe.status}: ${await probe.text()}`);
    await runLoad({ origin, path: call.path, headers, connections: CONNECTIONS, durationMs: 1000 });
    const waves = replay?.calls.get(call.name);
    if (waves) await replayLoad({ pool: replay!.pool, waves, callers: CONNECTIONS, durationMs: 1000 });
  }
  const bareName = 'GET /api/health (bare, information)';
  const names = [bareName, ...calls(seeded).map((c) => c.name)];
  const app = new Map<string, TLoadResult[]>(names.map((n) => [n, []]));
  const direct = new Map<string, TLoadResult[]>(names.map((n) => [n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    app
      .get(bareName)!
      .push(
        await runLoad({ origin, path: '/api/health', connections: CONNECTIONS, durationMs: DURATION_MS }),
      );
    for (const call of calls(seeded)) {
      app.get(call.name)!.push(
        await runLoad({
          origin,
          path: call.path,
          headers,
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
        }),
      );
      const waves = replay?.calls.get(call.name);
      if (waves)
        direct
          .get(call.name)!
          .push(
            await replayLoad({ pool: replay!.pool, waves, callers: CONNECTIONS, durationMs: DURATION_MS }),
          );
    }
  }
  const summary = (rs: TLoadResult[]) =>
    rs.length
      ? {
          requests: rs.reduce((n, r) => n + r.requests, 0),
          errors: rs.reduce((n, r) => n + r.errors, 0),
          p50: median(rs.map((r) => r.p50)),
          p99: median(rs.map((r) => r.p99)),
          rounds: rs.map((r) => r.p99.toFixed(1)).join(' / '),
        }
      : null;
  const results = names.map((name) => ({
    name,
    app: summary(app.get(name)!)!,
    pg: summary(direct.get(name)!),
    statements: replay?.calls.get(name),
  }));
  printTable({
    title:
      `${label}: latency at ${CONNECTIONS} connections (${ROUNDS} round(s) of ${DURATION_MS / 1000} s per call ` +
      (replay ? 'through the app, then its statements straight through pg)' : 'through the app)'),
    headers: [
      'call',
      'requests',
      'errors',
      'app p50',
      'app p99',
      'app p99 per round',
      ...(replay ? ['statements', 'pg p50', 'pg p99', 'pg p99 per round', 'app p99 / pg p99'] : []),
    ],
    rows: results.map((r) => [
      r.name,
      int(r.app.requests),
      int(r.app.errors),
      fmt(r.app.p50),
      fmt(r.app.p99),
      r.app.rounds,
      ...(replay
        ? r.pg && r.statements
          ? [
              String(statementCount(r.statements)),
              fmt(r.pg.p50),
              fmt(r.pg.p99),
              r.pg.rounds,
              (r.app.p99 / r.pg.p99).toFixed(2),
            ]
          : ['-', '-', '-', '-', '-']
        : []),
    ]),
    notes: replay
      ? [
          'pg = the statements the app ran for that call (captured from an app child, warm session), with the same',
          `values and prepared names, from a pg Pool of ${CONNECTIONS} connections, ${CONNECTIONS} callers; statements`,
          'the app ran at once are replayed at once. The app runs on its own pool (src/server/db/client.ts).',
          ...results.filter((r) => r.statements).map((r) => `${r.name}: ${describeWaves(r.statements!)}`),
        ]
      : ["PGlite has no pg yardstick (one connection in the app's process); figures for information."],
  });
  const measured = results.slice(1);
  if (replay)
    for (const r of measured) {
      checks.push({
        database: label,
        what: `${r.name} app p99`,
        target: '≤ 50 ms',
        actual: fmt(r.app.p99),
        pass: r.app.p99 <= 50 && r.app.errors === 0,
      });
      if (r.pg)
        checks.push({
          database: label,
          what: `${r.name} app p99 / pg p99`,
          target: '≤ 2',
          actual: (r.app.p99 / r.pg.p99).toFixed(2),
          pass: r.app.p99 / r.pg.p99 <= 2 && r.pg.errors === 0,
        });
    }
  return measured.sort((a, b) => b.app.p99 - a.app.p99)[0]!.name;
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
  const bench = await openPostgresBench();
  if ('skipped' in bench) {
    console.log(`\nPostgreSQL: skipped (${bench.skipped})`);
    return;
  }
  try {
    console.log(`\n${bench.label}`);
    const seeded = await seedInto(bench.database, smoke ? SMOKE : FULL);
    const captured = await captureCalls({
      databaseUrl: bench.databaseUrl!,
      sessionSecret: SECRET,
      headers: { cookie: cookieOf('bench-session') },
      paths: calls(seeded),
    });
    const pool = new pg.Pool({ connectionString: bench.databaseUrl, max: CONNECTIONS });
    const app = await startAppChild({ databaseUrl: bench.databaseUrl, sessionSecret: SECRET });
    let slowest: string;
    try {
      slowest = await measure(bench.name, app.origin, seeded, { pool, calls: captured });
    } finally {
      await app.stop();
      await pool.end();
    }
    const exporter = await startAppChild({
      databaseUrl: bench.databaseUrl,
      sessionSecret: SECRET,
      nodeArgs: EXPORT_NODE_ARGS,
    });
    try {
      checks.push(
        ...(await measureExport(bench.name, exporter, EXPORT_HEAP_MB, smoke ? SMOKE : FULL, cookieOf)),
      );
    } finally {
      await exporter.stop();
    }
    await explainSlowest(bench.database, seeded, slowest);
  } finally {
    await bench.dispose();
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
