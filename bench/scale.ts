// npm run bench:scale — issue 33: a fleet of small fake stores on loopback (store i on its own 127.x.y.z), tracked by
// users on the three plans, read by one web process and M `npm run worker` processes on PostgreSQL with the plan
// intervals compressed (SCRAPE_INTERVAL_SCALE), so every store falls due several times. A warm-up, not judged,
// gives every store its first read (once in a store's life); the run then measures re-reads. Mid-run one worker is
// killed with SIGKILL. Fails unless every due store is read once per due time, the p99 scheduling lag is within
// 60 s, the killed worker's stores are read again within the lock time, and every price change the stores made is
// in the change feed exactly once. BENCH_SCALE_SMOKE=1: 60 stores, 2 workers, 150 s.
import { mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { FLEET_RANGE, raisedPrice, startFakeFleet } from '../tools/fake-shopify/fleet.ts';
import { queueDueStores } from '../src/server/jobs/scrape-jobs.ts';
import { startQueue } from '../src/server/jobs/queue.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { ensureServerBuild } from '../scripts/server-build.ts';
import { openPostgresBench } from './lib/databases';
import { int, loadAverage, printTable, printVerdicts, type TCheck } from './lib/report';
import { startChild, waitForHttp, type TChild } from './lib/scale-processes';
import { lastReadsBefore, seedFleet, warmUp } from './lib/scale-seed';
import { intervalSeconds, SCALE } from './lib/scale-sizes';
import { measureDatabase, sampleConnections } from './lib/scale-database';
import { databaseActivity, machineCpuKinds, samplePostgresProcesses } from './lib/cpu-split';
import { percentile, printSamples, verifyRun } from './lib/scale-verify';

const stores0 = (n: number) => Array.from({ length: n }, (_, i) => i);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

console.log(`Rivalwatch scale benchmark${SCALE.smoke ? ' (smoke)' : ''}`);
console.log(
  `Sizes: ${int(SCALE.stores)} stores of 20-50 products × 2 variants, 1 web + ${SCALE.workers} worker processes × ` +
    `${SCALE.concurrency} scrape slots and ${SCALE.workerPool} connections, ${SCALE.runSeconds} s measured; SCRAPE_INTERVAL_SCALE=${SCALE.intervalScale} ` +
    `(free ${intervalSeconds('free')} s, starter ${intervalSeconds('starter')} s, pro ${intervalSeconds('pro')} s); ` +
    `SCRAPE_LOCK_SECONDS=${SCALE.lockSeconds}; pacing 1 s per store host.`,
);
console.log(`Load average at start: ${loadAverage()} (2-core machine shared with other work)`);

// The processes run the compiled server, as npm start and npm run worker do.
await ensureServerBuild();
const pgBench = await openPostgresBench();
if ('skipped' in pgBench) {
  console.error(`bench:scale needs PostgreSQL: ${pgBench.skipped}`);
  process.exit(1);
}
const pool = pgBench.database.pool!;
const logDir = mkdtempSync(path.join(tmpdir(), 'rw-scale-'));
const children: TChild[] = [];
const fleetEpoch = Date.now() - 86_400_000;
const fleet = await startFakeFleet({ count: SCALE.stores, port: SCALE.port, now: fleetEpoch });
let exitCode = 0;
try {
  // Processes first (start-up is not measured), then the fleet's users and stores, then the clock starts.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: pgBench.databaseUrl,
    SESSION_SECRET: 'scale-bench-session-secret-scale-bench',
    ALLOWED_PRIVATE_HOSTS: `${FLEET_RANGE}:${SCALE.port}`,
    SCRAPE_INTERVAL_SCALE: String(SCALE.intervalScale),
    SCRAPE_LOCK_SECONDS: String(SCALE.lockSeconds),
    SCRAPE_CONCURRENCY: String(SCALE.concurrency),
    SCRAPE_TIMEOUT_MS: '60000',
    LOG_LEVEL: 'info',
    PAYMENTS_PROVIDER: 'simulated',
  };
  const webPort = SCALE.port + 1;
  const appUrl = `http://127.0.0.1:${webPort}`;
  const web = { ...env, PORT: String(webPort), HOST: '127.0.0.1', RUN_WORKERS: 'false', APP_URL: appUrl };
  children.push(startChild({ name: 'web', entry: 'dist/server/main.js', env: web, logDir }));
  await waitForHttp(`${appUrl}/api/health`, 180_000);
  const started: Promise<void>[] = [];
  for (let w = 1; w <= SCALE.workers; w++) {
    const worker = startChild({
      name: `worker-${w}`,
      entry: 'dist/server/worker.js',
      env: { ...env, APP_URL: appUrl, DATABASE_POOL_SIZE: String(SCALE.workerPool) },
      logDir,
    });
    children.push(worker);
    started.push(worker.said('scrape workers started'));
  }
  const basePrices = stores0(SCALE.stores).map((i) =>
    fleet
      .store(i)
      .products.flatMap((p) => p.variants.map((v) => v.price ?? '10.00'))
      .slice(0, SCALE.changesPerStore),
  );
  await Promise.all(started);
  const stores = await seedFleet(pool, fleet, Date.now() + 5_000);
  // What the minute tick does (and Restart Scraping): every store due soon, queued to start at its due time.
  const boss = await startQueue({
    database: pgBench.database,
    log: createLogger('silent'),
    supervise: false,
  });
  await queueDueStores({ db: pgBench.database.db, boss, intervalScale: SCALE.intervalScale });
  await boss.stop({ graceful: true, wait: true });
  console.log(`Seeded ${int(stores.length)} stores in ${pgBench.label}; logs in ${logDir}`);
  // Warm-up, not judged: every store's first read (its whole catalogue new) happens once in a store's life, not
  // once per interval; the run measures the fleet as it lives after that.
  const warm = await warmUp(pool, stores);
  console.log(
    `Warm-up: ${int(stores.length)} first reads in ${sec(warm.ms)} (${((stores.length * 1000) / warm.ms).toFixed(1)}/s, ` +
      `re-reads of the shorter intervals going on meanwhile); the measured run starts now.`,
  );
  const t0 = Date.now();
  const tEnd = t0 + SCALE.runSeconds * 1000;
  // Changes go on until 90 s before the end; those a read saw (one before and one after) must be in the feed.
  const changesUntil = tEnd - 90_000;
  for (const s of stores) {
    fleet.schedule(
      s.index,
      basePrices[s.index]!.map((price, k) => ({
        at: t0 + ((s.index * 0.754877666 + k * 0.569840291) % 1) * (changesUntil - t0),
        variant: k,
        price: raisedPrice(price, 1 + ((s.index + k) % 5)),
      })),
    );
  }
  await lastReadsBefore(pool, stores, t0);
  const before = await measureDatabase(pool);
  const childCpuBefore = children.map((c) => c.cpuSeconds());
  const benchCpuBefore = process.cpuUsage();
  const kindsBefore = machineCpuKinds();
  const activityBefore = await databaseActivity(pool);
  const postgresProcesses = samplePostgresProcesses();
  const connections = sampleConnections(pool);
  const killAt = t0 + SCALE.runSeconds * 1000 * SCALE.killAtShare;
  const victim = children[1]!;
  // Under load this timer can fire late: the runs the worker opened until the signal went are ones it was killed
  // in (judged by takeover, not as failures), and the takeover delays count from the signal.
  let killedAt: number | null = null;
  const killTimer = setTimeout(() => {
    killedAt = Date.now();
    void victim.kill('SIGKILL');
  }, killAt - Date.now());
  const progress = setInterval(() => {
    const s = Math.round((Date.now() - t0) / 1000);
    console.log(
      `  t=${s}s requests=${int(fleet.requests)} connections=${connections.peak} load ${loadAverage()}`,
    );
  }, 30_000);
  await new Promise((r) => setTimeout(r, tEnd - Date.now()));
  clearInterval(progress);
  clearTimeout(killTimer);
  connections.stop();
  const after = await measureDatabase(pool);
  const childCpu = children.map((c, k) => c.cpuSeconds() - childCpuBefore[k]!);
  const benchCpuUs = process.cpuUsage(benchCpuBefore);
  const benchCpu = (benchCpuUs.user + benchCpuUs.system) / 1e6;
  const postgresSplit = postgresProcesses.stop();
  const kindsAfter = machineCpuKinds();
  const spent = (k: keyof typeof kindsAfter) => kindsAfter[k] - kindsBefore[k];
  const machineIdle = spent('idle') + spent('iowait');
  const machineBusy = (Object.keys(kindsAfter) as (keyof typeof kindsAfter)[]).reduce(
    (n, k) => n + spent(k),
    -machineIdle,
  );
  // Every PostgreSQL server process, by role (cpu-split.ts): backends that ended mid-run included.
  const pgCpu = [...postgresSplit.values()].reduce((n, x) => n + x, 0);
  const activityAfter = await databaseActivity(pool);

  const v = await verifyRun({
    pool,
    fleet,
    stores,
    t0,
    tEnd,
    killAt: victim.exited ? (killedAt ?? killAt) : null,
    lockMs: SCALE.lockSeconds * 1000,
    lagLimitMs: SCALE.lagP99Seconds * 1000,
    changesUntil,
  });
  const cpu = childCpu.reduce((n, s, k) => (children[k]!.name === 'web' ? n : n + s), 0);
  const webCpu = childCpu[0]!;
  const seconds = SCALE.runSeconds;
  const p50 = percentile(v.lagsMs, 50);
  const p99 = percentile(v.lagsMs, 99);
  const rereads = v.successes - v.firstReads;
  const grow = (k: keyof typeof after.rows) => after.rows[k] - before.rows[k];
  const bytes = after.bytes - before.bytes;
  printTable({
    title: `Run of ${seconds} s on ${pgBench.name}`,
    headers: ['figure', 'value'],
    rows: [
      ['due reads done (successful scrapes)', int(v.successes)],
      ['  of which first reads (whole catalogue new)', int(v.firstReads)],
      ["reads in the stores' request logs / audit runs", `${int(v.reads)} / ${int(v.runs)}`],
      ['failed scrapes', int(v.failures)],
      ['missed due times / doubled reads', `${v.missed} / ${v.doubled}`],
      ['scheduling lag p50 / p99', `${sec(p50)} / ${sec(p99)}`],
      ['products per second', int(v.productsRead / seconds)],
      ['scrapes per second', (v.successes / seconds).toFixed(1)],
      ['worker CPU seconds per scrape', (cpu / Math.max(1, v.runs)).toFixed(4)],
      ['PostgreSQL CPU seconds per scrape (every server process)', (pgCpu / Math.max(1, v.runs)).toFixed(4)],
      ['database connections used (peak, all processes)', String(connections.peak)],
      [
        'rows written per scrape (all tables)',
        (after.totalRows - before.totalRows) / Math.max(1, v.successes) > 0
          ? ((after.totalRows - before.totalRows) / Math.max(1, v.successes)).toFixed(1)
          : '0',
      ],
      ['bytes grown per scrape (tables + indexes)', int(bytes / Math.max(1, v.successes))],
      [
        'price history rows: first reads / re-reads',
        `${int(Math.min(grow('price_history'), grow('variants')))} / ${int(Math.max(0, grow('price_history') - grow('variants')))} over ${int(rereads)} re-reads`,
      ],
      [
        'scraping_audits / change_events rows',
        `${int(grow('scraping_audits'))} / ${int(grow('change_events'))}`,
      ],
      [
        'killed worker: stores taken over / max delay',
        `${v.takenOver} / ${sec(v.takeoverMaxMs)} (lock ${SCALE.lockSeconds} s; SIGKILL at ` +
          `${killedAt === null ? '-' : sec(killedAt - t0)}, planned ${sec(killAt - t0)})`,
      ],
      [
        'price changes made / events lost / doubled',
        `${v.changesMade} / ${v.eventsLost} / ${v.eventsDoubled}`,
      ],
      ...children.map((c) => [`peak memory ${c.name}${c === victim ? ' (killed)' : ''}`, mb(c.peakBytes())]),
      ['peak memory bench + fake fleet', mb(process.resourceUsage().maxRSS * 1024)],
      [
        'CPU seconds in the run: workers / web / PostgreSQL / fake fleet + bench',
        [cpu, webCpu, pgCpu, benchCpu].map((n) => n.toFixed(0)).join(' / '),
      ],
      [
        'CPU seconds in the run: the machine busy / idle (all cores)',
        `${machineBusy.toFixed(0)} / ${machineIdle.toFixed(0)} (${os.cpus().length} cores × ${seconds} s); ` +
          `${(machineBusy - cpu - webCpu - pgCpu - benchCpu).toFixed(0)} s busy elsewhere (the kernel's loopback ` +
          `traffic, other work)`,
      ],
      [
        'CPU seconds in the run: every PostgreSQL process by role',
        [...postgresSplit].map(([role, s]) => `${role} ${s.toFixed(0)}`).join('; '),
      ],
      [
        'CPU seconds in the run: the machine by kind',
        (Object.keys(kindsAfter) as (keyof typeof kindsAfter)[])
          .map((k) => `${k} ${spent(k).toFixed(0)}`)
          .join(', '),
      ],
      [
        'per scrape: commits / WAL records / WAL kB / WAL syncs',
        [
          (activityAfter.commits - activityBefore.commits) / Math.max(1, v.runs),
          (activityAfter.walRecords - activityBefore.walRecords) / Math.max(1, v.runs),
          (activityAfter.walBytes - activityBefore.walBytes) / 1024 / Math.max(1, v.runs),
          (activityAfter.walSyncs - activityBefore.walSyncs) / Math.max(1, v.runs),
        ]
          .map((n) => n.toFixed(1))
          .join(' / '),
      ],
      ['load average at the end', loadAverage()],
    ],
    notes: [
      `Lag = audit start − due time (last read's end + interval); the killed worker's stores are judged by takeover.`,
      `CPU: ${cpu.toFixed(1)} s over ${SCALE.workers} workers; PostgreSQL: ${pgCpu.toFixed(1)} s.`,
    ],
  });
  const db = pgBench.name;
  const checks: TCheck[] = [
    { database: db, what: 'missed due times', target: '0', actual: String(v.missed), pass: v.missed === 0 },
    { database: db, what: 'doubled reads', target: '0', actual: String(v.doubled), pass: v.doubled === 0 },
    {
      database: db,
      what: 'scheduling lag p99',
      target: `≤ ${SCALE.lagP99Seconds} s`,
      actual: sec(p99),
      pass: p99 <= SCALE.lagP99Seconds * 1000 && v.lagsMs.length > 0,
    },
    {
      database: db,
      what: "killed worker's stores taken over",
      target: `all, ≤ lock ${SCALE.lockSeconds} s + 10 s`,
      actual: `${v.takenOver} taken over, ${v.notTakenOver} not, max ${sec(v.takeoverMaxMs)}`,
      pass: victim.exited && v.notTakenOver === 0 && v.takeoverMaxMs <= (SCALE.lockSeconds + 10) * 1000,
    },
    {
      database: db,
      what: 'change events lost / doubled',
      target: '0 / 0',
      actual: `${v.eventsLost} / ${v.eventsDoubled} of ${v.changesMade}`,
      pass: v.eventsLost === 0 && v.eventsDoubled === 0 && v.changesMade > 0,
    },
  ];
  printSamples(v);
  printVerdicts(checks);
  if (checks.some((c) => !c.pass)) exitCode = 1;
} catch (err) {
  console.error('\nThe benchmark stopped:', err);
  exitCode = 1;
} finally {
  for (const c of children) await c.kill('SIGTERM').catch(() => {});
  await fleet.close();
  await pgBench.dispose();
}
process.exit(exitCode);
