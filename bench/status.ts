// npm run bench:status — GET /api/status with 90 days of probes for six services on PostgreSQL: seeds one probe row
// per service and minute for 90 days (777,600 rows; a 30-minute outage and scattered blips per service), rolls the
// finished days up as the hourly job does (raw rows of the last 7 days stay), adds 40 incidents with updates and a
// maintenance window, then measures the payload builder behind the 10 s cache with the cache bypassed (getStatus
// in this process, beside one SELECT 1 round trip on the same pool), runs the app in a child process
// (NODE_ENV=production) and measures the cached call over HTTP beside a bare GET /api/health. Exits non-zero when,
// at one caller, the uncached payload's p99 is above 20 ms (the status page is cheap even without its cache) or
// the status call's p99 above 50 ms.
// BENCH_STATUS_SMOKE=1 seeds 3 days, to check the benchmark itself runs.
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPostgresBench } from './lib/databases.ts';
import { startAppChild } from './lib/app-child.ts';
import { runClosedLoop, runLoad, type TLoadResult } from './lib/http-load.ts';
import { int, loadAverage, printTable, printVerdicts, ratio, timed, type TCheck } from './lib/report.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { getStatus } from '../src/server/status/get-status.ts';
import { rollUpProbes } from '../src/server/status/roll-up-probes.ts';

const smoke = process.env.BENCH_STATUS_SMOKE === '1';
const DAYS = smoke ? 3 : 90;
const DURATION_MS = smoke ? 1_000 : 10_000;
const UNCACHED_MS = smoke ? 1_000 : 5_000;
const P99_LIMIT_MS = 50;
const UNCACHED_P99_LIMIT_MS = 20;
const SECRET = 'bench-session-secret-bench-session-secret';

const bench = await openPostgresBench();
if ('skipped' in bench) {
  console.error(`bench:status needs PostgreSQL: ${bench.skipped}`);
  process.exit(1);
}
const { db } = bench.database;
const checks: TCheck[] = [];
try {
  console.log(`Rivalwatch status benchmark on ${bench.label}`);
  const now = new Date();
  const seed = await timed(async () => {
    await db.execute(sql`
      INSERT INTO status_probes (service, minute, outcome, state, response_ms, error)
      SELECT s.service, m.minute,
        CASE
          WHEN s.service IN ('slack', 'payments') THEN 'not_configured'
          WHEN m.n % 1440 BETWEEN 600 AND 629 AND (m.n / 1440) % 30 = s.k THEN 'down'
          WHEN (m.n * 7 + s.k * 13) % 997 = 0 THEN 'down'
          WHEN (m.n * 11 + s.k) % 499 = 0 THEN 'degraded'
          ELSE 'ok' END,
        CASE
          WHEN s.service IN ('slack', 'payments') THEN 'not_configured'
          WHEN m.n % 1440 BETWEEN 602 AND 631 AND (m.n / 1440) % 30 = s.k THEN 'outage'
          ELSE 'operational' END,
        CASE WHEN s.service IN ('slack', 'payments') THEN NULL ELSE 20 + (m.n * 31 + s.k * 17) % 90 END,
        NULL
      FROM (VALUES ('api', 0), ('database', 1), ('scraping', 2), ('email', 3), ('slack', 4), ('payments', 5))
        AS s(service, k)
      CROSS JOIN LATERAL (
        SELECT n, date_trunc('minute', ${now.toISOString()}::timestamptz) - make_interval(mins => n::int) AS minute
        FROM generate_series(0, ${DAYS * 1440 - 1}) AS n
      ) m`);
    await db.execute(sql`
      WITH i AS (
        INSERT INTO status_incidents (title, severity, status, services, automatic, started_at, resolved_at, updated_at)
        SELECT 'Incident ' || n, 'major', 'resolved', ARRAY['api'], n % 2 = 0,
          ${now.toISOString()}::timestamptz - make_interval(days => n::int * 2),
          ${now.toISOString()}::timestamptz - make_interval(days => n::int * 2) + interval '40 minutes',
          ${now.toISOString()}::timestamptz - make_interval(days => n::int * 2) + interval '40 minutes'
        FROM generate_series(1, 40) AS n RETURNING id, started_at
      )
      INSERT INTO status_incident_updates (incident_id, status, message, created_at)
      SELECT id, st, 'Update: ' || st, started_at + make_interval(mins => k::int * 10)
      FROM i, unnest(ARRAY['investigating', 'identified', 'monitoring', 'resolved']) WITH ORDINALITY AS u(st, k)`);
    await db.execute(sql`
      INSERT INTO status_maintenance (title, message, services, starts_at, ends_at)
      VALUES ('Database upgrade', 'Planned.', ARRAY['database'], ${now.toISOString()}::timestamptz + interval '1 day',
        ${now.toISOString()}::timestamptz + interval '1 day 1 hour')`);
    await db.execute(sql`ANALYZE`);
  });
  const seeded = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM status_probes`),
  )[0]!.n;
  const rollup = await timed(() => rollUpProbes({ db, now }));
  // The roll-up just deleted 90 % of the probes at once: vacuum as autovacuum soon would, so the timings below do
  // not race it (a live database drops one day of probes a day).
  await db.execute(sql`VACUUM ANALYZE`);
  const count = async (table: string) =>
    rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;
  const sizes = {
    probesSeeded: seeded,
    probesKept: await count('status_probes'),
    dailyRows: await count('status_daily'),
    incidents: await count('status_incidents'),
    updates: await count('status_incident_updates'),
  };
  printTable({
    title: 'Sizes',
    headers: ['what', 'rows'],
    rows: [
      [`probe rows seeded (${DAYS} days x 6 services x 1,440 minutes)`, int(sizes.probesSeeded)],
      ['probe rows kept after the roll-up (the last 7 days and today)', int(sizes.probesKept)],
      ['daily roll-up rows', int(sizes.dailyRows)],
      ['incidents / their updates', `${int(sizes.incidents)} / ${int(sizes.updates)}`],
    ],
    notes: [
      `seeded in ${int(seed.ms)} ms; roll-up of ${int(rollup.value.days)} service-days in ${int(rollup.ms)} ms`,
    ],
  });

  const fmt = (n: number) => `${n.toFixed(n < 1 ? 2 : 1)} ms`;
  // Without the cache: what one request pays every STATUS_CACHE_MS, and what every request would pay without it.
  const payload = await getStatus({ db, now: new Date() });
  const uncachedCall = async () => (await getStatus({ db, now: new Date() })).services.length === 6;
  const roundTrip = async () => rowsOf(await db.execute(sql`SELECT 1 AS one`)).length === 1;
  // Warm up: the pool's connections, prepared statements, the JIT.
  await runClosedLoop({ callers: 8, durationMs: 1_000, call: uncachedCall });
  const trip = await runClosedLoop({ callers: 1, durationMs: UNCACHED_MS, call: roundTrip });
  // How late this process's event loop ran meanwhile: its own synchronous work (a few ms a call) and the time it
  // waited for a CPU, which on a busy machine is what the tail of the figures below measures.
  const lateness = monitorEventLoopDelay({ resolution: 10 });
  lateness.enable();
  const alone = await runClosedLoop({ callers: 1, durationMs: UNCACHED_MS, call: uncachedCall });
  lateness.disable();
  const crowd = await runClosedLoop({ callers: 8, durationMs: UNCACHED_MS, call: uncachedCall });
  const rows: [string, number, TLoadResult][] = [
    ['SELECT 1 (one round trip)', 1, trip],
    ['getStatus (the payload, uncached)', 1, alone],
    ['getStatus (the payload, uncached)', 8, crowd],
  ];
  printTable({
    title:
      `The status payload without the cache, in this process (${int(JSON.stringify(payload).length)} bytes of ` +
      `JSON), ${UNCACHED_MS / 1000} s per row`,
    headers: ['call', 'callers', 'calls', 'p50', 'p99', 'max', 'errors'],
    rows: rows.map(([what, c, r]) => [
      what,
      String(c),
      int(r.requests),
      fmt(r.p50),
      fmt(r.p99),
      fmt(r.max),
      String(r.errors),
    ]),
    notes: [
      `Payload: ${payload.services.length} services x ${payload.services[0]?.days.length ?? 0} days, ` +
        `${int(payload.services.reduce((n, s) => n + s.responseSeries.length, 0))} response-time points, ` +
        `${payload.incidents.length} incidents, maintenance windows: ${payload.maintenance.length}.`,
      `During the row at 1 caller this process's event loop ran late by ${fmt(lateness.percentile(99) / 1e6)} ` +
        `at p99, ${fmt(lateness.max / 1e6)} at most; load average ${loadAverage()} on ${availableParallelism()} cores.`,
    ],
  });
  checks.push({
    database: bench.name,
    what: 'status payload uncached p99, 1 caller',
    target: `<= ${UNCACHED_P99_LIMIT_MS} ms`,
    actual: fmt(alone.p99),
    pass: alone.p99 <= UNCACHED_P99_LIMIT_MS && alone.errors === 0,
  });

  const app = await startAppChild({ databaseUrl: bench.databaseUrl, sessionSecret: SECRET });
  try {
    const body = await fetch(`${app.origin}/api/status`).then(
      (r) => r.json() as Promise<{ services: unknown[] }>,
    );
    if (body.services.length !== 6) throw new Error('the status call did not answer six services');
    const bytes = (await fetch(`${app.origin}/api/status`).then((r) => r.text())).length;
    // Warm up: prepared statements, the pool, the JIT.
    await runLoad({ origin: app.origin, path: '/api/status', connections: 2, durationMs: 2_000 });
    const results: [string, number, TLoadResult][] = [];
    for (const connections of [1, 8]) {
      for (const path of ['/api/health', '/api/status']) {
        results.push([
          path,
          connections,
          await runLoad({ origin: app.origin, path, connections, durationMs: DURATION_MS }),
        ]);
      }
    }
    const single = results.find(([p, c]) => p === '/api/status' && c === 1)![2];
    printTable({
      title: `GET /api/status over HTTP (answer ${int(bytes)} bytes), ${DURATION_MS / 1000} s per row`,
      headers: ['call', 'connections', 'requests', 'p50', 'p99', 'max', 'errors'],
      rows: results.map(([path, c, r]) => [
        path,
        String(c),
        int(r.requests),
        fmt(r.p50),
        fmt(r.p99),
        fmt(r.max),
        String(r.errors),
      ]),
      notes: [
        '/api/health is the bare baseline of the same app and connection.',
        `The uncached payload above takes ${ratio(alone.p50 / single.p50)} times the cached call over HTTP ` +
          '(p50, one caller).',
      ],
    });
    checks.push({
      database: bench.name,
      what: 'GET /api/status p99, 1 connection',
      target: `<= ${P99_LIMIT_MS} ms`,
      actual: fmt(single.p99),
      pass: single.p99 <= P99_LIMIT_MS && single.errors === 0,
    });
  } finally {
    await app.stop();
  }
} finally {
  await bench.dispose();
}
printVerdicts(checks);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
