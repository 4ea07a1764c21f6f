// npm run bench:api — the insight API benchmark of issue 4: seeds a large data set (200 users, 1,000 stores,
// 1,000,000 variants, 10,000,000 price-history rows on PostgreSQL; a tenth on PGlite), runs the real app in a
// child process and loads the calls of a user tracking 10 stores at 32 connections. Every p99 is printed with
// its ratio to a bare GET /api/health measured in the same rounds, then EXPLAIN ANALYZE of the slowest call's
// statements, and the peak memory of streaming a 100,000-product export. BENCH_API_ONLY=pglite|postgres: one
// database; BENCH_API_HISTORY=N: N history rows per variant (a quicker seed); BENCH_API_PART=export: the export only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../src/server/db/client.ts';
import { apiCalls, explainSlowest } from './lib/api-calls.ts';
import { measureApi } from './lib/api-measure.ts';
import { seedApiData, seedSession, type TApiSizes, type TSeeded } from './lib/api-seed.ts';
import { startAppChild } from './lib/app-child.ts';
import { openPostgresBench } from './lib/databases.ts';
import { measureExport } from './lib/export-memory.ts';
import { int, loadAverage, printVerdicts, type TCheck } from './lib/report.ts';
import { captureCalls } from './lib/sql-replay.ts';

const SECRET = 'bench-session-secret-bench-session-secret';
const CONNECTIONS = 32;
const ROUNDS = process.env.BENCH_API_SMOKE === '1' ? 1 : 3;
const DURATION_MS =
  Number(process.env.BENCH_API_SECONDS ?? (process.env.BENCH_API_SMOKE === '1' ? 1 : 5)) * 1000;
/** BENCH_API_HISTORY: price-history rows per variant (10 by default; 1 for a quick check of the export). */
const HISTORY = Number(process.env.BENCH_API_HISTORY || 10);
/** BENCH_API_PART=export: only the export's memory, not the latency rounds. */
const exportOnly = process.env.BENCH_API_PART === 'export';
const FULL: TApiSizes = {
  users: 200,
  stores: 1000,
  productsPerStore: 500,
  variantsPerProduct: 2,
  historyPerVariant: HISTORY,
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

console.log('Rivalwatch API benchmark (the app in a child process; closed-loop load from this process)');
console.log(
  `Load: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_MS / 1000} s per call after a 1 s warm-up.`,
);
console.log(`Load average at start: ${loadAverage()} (2-core machine; ratios are side by side to absorb it)`);

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

/** What both databases' measurements share. */
const measuring = (origin: string, seeded: TSeeded) => ({
  origin,
  seeded,
  calls: apiCalls,
  headers: { cookie: cookieOf('bench-session') },
  connections: CONNECTIONS,
  rounds: ROUNDS,
  durationMs: DURATION_MS,
  checks,
});

async function benchPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rw-bench-api-'));
  try {
    let database = await openDatabase({ dataDir: dir });
    await database.migrate();
    console.log('\nPGlite (a data directory on disk, owned by the app child)');
    const seeded = await seedInto(database, smoke ? SMOKE : TENTH);
    await database.close();
    let slowest: string | null = null;
    if (!exportOnly) {
      const app = await startAppChild({ dataDir: dir, sessionSecret: SECRET });
      try {
        slowest = await measureApi({ ...measuring(app.origin, seeded), label: 'PGlite', appPid: app.pid });
      } finally {
        await app.stop();
      }
    }
    const exporter = await startAppChild({ dataDir: dir, sessionSecret: SECRET, nodeArgs: EXPORT_NODE_ARGS });
    try {
      checks.push(
        ...(await measureExport('PGlite', exporter, EXPORT_HEAP_MB, smoke ? SMOKE : TENTH, cookieOf)),
      );
    } finally {
      await exporter.stop();
    }
    if (slowest !== null) {
      database = await openDatabase({ dataDir: dir });
      await explainSlowest(database, seeded, slowest);
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The calls through the app beside the same SQL replayed through `pg`; returns the slowest call. */
async function measureLatency(databaseUrl: string, name: string, seeded: TSeeded): Promise<string> {
  const captured = await captureCalls({
    databaseUrl,
    sessionSecret: SECRET,
    headers: { cookie: cookieOf('bench-session') },
    paths: apiCalls(seeded),
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const app = await startAppChild({ databaseUrl, sessionSecret: SECRET });
  try {
    return await measureApi({
      ...measuring(app.origin, seeded),
      label: name,
      replay: { pool, calls: captured },
      appPid: app.pid,
    });
  } finally {
    await app.stop();
    await pool.end();
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
    const slowest = exportOnly ? null : await measureLatency(bench.databaseUrl!, bench.name, seeded);
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
    if (slowest !== null) await explainSlowest(bench.database, seeded, slowest);
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
