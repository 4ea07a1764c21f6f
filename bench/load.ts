// npm run bench:load — many signed-in sessions at once: each with its own session cookie, keep-alive connection and
// competitors, runs a weighted mix of the screens' calls in a closed loop (no think time) for 60 s
// (BENCH_LOAD_SECONDS) against the real app in a child process (development mode, its workers running), while one
// store (a fake Shopify store over real HTTP, 10,000 products) has 5 % of its prices moved and is refreshed by its
// owner every 5 s, so the app's worker reads and writes it during the load. On PostgreSQL (the default) 200 sessions
// (BENCH_LOAD_SESSIONS); with BENCH_LOAD_DB=pglite the embedded default, 50 sessions, the app owning the data dir.
// Prints the sizes, the mix, requests, errors by call and status, p50/p99/max per call and the store's scrape runs;
// exits non-zero when any call failed (non-2xx, socket error or timeout), when a refresh was swallowed (fewer
// re-scrapes finished than one a refresh minus one, unless reads take longer than the refreshes' spacing and the
// store was read back to back through the window, never unread for more than RUN_GAP_LIMIT_MS; a run still reading
// when the window closes counts), and on PGlite when p99 of all calls passed 1 s.
// BENCH_LOAD_SMOKE=1: a tiny data set, 20 sessions for 10 s, to check the benchmark itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sign } from '@fastify/cookie';
import { Client } from 'undici';
import { seedApiData, type TApiSizes } from './lib/api-seed.ts';
import { printSizes, seedSessions, shapeCustomers, type TUser } from './lib/load-seed.ts';
import { startAppChild } from './lib/app-child.ts';
import { openPgliteDirBench, openPostgresBench, type TBenchDatabase } from './lib/databases.ts';
import {
  attachRescrapeStore,
  printRescrapes,
  RUN_GAP_LIMIT_MS,
  scrapeBaseline,
  startRescrapeStore,
  startRescrapes,
  type TRescrapeSizes,
} from './lib/load-rescrape.ts';
import { CALL, MIX, act, newRecorder, pick, type TAction, type TSession } from './lib/load-session.ts';
import { countTimeouts, printErrors, printResults, printServerLog } from './lib/load-report.ts';
import { mulberry32 } from '../tools/fake-shopify/rng.ts';
import { int, loadAverage, printTable } from './lib/report.ts';

const SECRET = 'bench-session-secret-bench-session-secret';
const smoke = process.env.BENCH_LOAD_SMOKE === '1';
const onPglite = process.env.BENCH_LOAD_DB === 'pglite';
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? (smoke ? 10 : 60));
const SESSIONS = Number(process.env.BENCH_LOAD_SESSIONS ?? (smoke ? 20 : onPglite ? 50 : 200));
/** The embedded default's goal: p99 of all calls within this, with the store re-scraped (issue 33). */
const PGLITE_P99_GOAL_MS = 1000;
const RESCRAPE: TRescrapeSizes = {
  products: Number(process.env.BENCH_LOAD_STORE_PRODUCTS ?? (smoke ? 500 : 10_000)),
  variantsPerProduct: 3,
  changedShare: 0.05,
  everyMs: 5000,
  subscribers: Math.min(10, Math.ceil(SESSIONS / 2)),
};
/** A request without its answer's headers or next body chunk for this long counts as an error (a timeout). */
const REQUEST_TIMEOUT_MS = 30_000;
// One user per session, two stores per user in the catalogue; every user tracks up to 10 of them (the pro
// limit), cut to their plan's limit after seeding.
const SIZES: TApiSizes = {
  users: SESSIONS,
  stores: SESSIONS * 2,
  productsPerStore: smoke ? 20 : 100,
  variantsPerProduct: 2,
  historyPerVariant: 10,
  eventsPerProduct: 2,
  storesPerUser: 10,
  exportStores: 0,
};

const cookieOf = (sid: string) => `rw_session=${encodeURIComponent(sign(sid, SECRET))}`;

function openSessions(users: TUser[], origin: string): TSession[] {
  return users.map((u, i) => {
    const mix = MIX.filter((m) => m.action !== 'export' || u.plan === 'pro');
    return {
      username: u.username,
      plan: u.plan,
      cookie: cookieOf(`load-${u.username}`),
      // One keep-alive connection per session, as a browser tab holds one.
      client: new Client(origin, {
        pipelining: 1,
        headersTimeout: REQUEST_TIMEOUT_MS,
        bodyTimeout: REQUEST_TIMEOUT_MS,
      }),
      rand: mulberry32(i + 1),
      mix,
      totalWeight: mix.reduce((t, m) => t + m.weight, 0),
      productIds: [],
      nextProducts: null,
      emailNotifications: u.email,
    };
  });
}

/** Every call once for a pro and a free session before the clock starts: a broken call stops the run here. */
async function probe(sessions: TSession[]) {
  const rec = newRecorder();
  for (const s of [sessions.find((x) => x.plan === 'pro'), sessions.find((x) => x.plan === 'free')]) {
    if (!s) continue;
    for (const action of ['products', ...Object.keys(CALL)] as TAction[]) {
      if (action === 'export' && s.plan !== 'pro') continue;
      await act(rec, s, action);
    }
    s.productIds = [];
    s.nextProducts = null;
  }
  if (rec.errors.size) {
    printErrors(rec);
    throw new Error('the probe before the load failed');
  }
}

async function runSessions(sessions: TSession[], durationMs: number) {
  const rec = newRecorder();
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    sessions.map(async (s) => {
      while (performance.now() < until) await act(rec, s, pick(s));
    }),
  );
  return { rec, seconds: (performance.now() - started) / 1000 };
}

/** The database the run uses: a fresh one on the PostgreSQL server, or PGlite in a new data directory. */
type TLoadDatabase = TBenchDatabase & { dataDir?: string };
async function openBench(): Promise<TLoadDatabase | { skipped: string }> {
  if (!onPglite) return openPostgresBench();
  const dir = mkdtempSync(path.join(tmpdir(), 'rw-bench-load-'));
  const bench = await openPgliteDirBench(dir);
  return { ...bench, dataDir: dir };
}

type TRun = { failures: string[] };

async function run(bench: TLoadDatabase, out: TRun) {
  const fake = await startRescrapeStore(RESCRAPE);
  try {
    console.log(`\n${bench.label}`);
    const db = bench.database.db;
    const seedStarted = performance.now();
    const seeded = await seedApiData(db, SIZES);
    await shapeCustomers(db, seeded.exportUserId);
    const rescrape = await attachRescrapeStore(db, fake, RESCRAPE.subscribers);
    const users = await seedSessions(db);
    await printSizes(db, (performance.now() - seedStarted) / 1000, SIZES.productsPerStore);
    // Only one process may open a PGlite data directory: the app's, from here on.
    if (bench.dataDir) await bench.database.close();
    const app = await startAppChild({
      databaseUrl: bench.databaseUrl,
      dataDir: bench.dataDir,
      sessionSecret: SECRET,
      captureLog: true,
      // The store's pages are read as fast as the loopback serves them: the harder case for the app. A store on
      // loopback is only readable outside production (ALLOWED_PRIVATE_HOSTS), and development also checks every
      // answer against its contract: CPU production does not spend, so the figures are on the safe side.
      env: {
        NODE_ENV: process.env.BENCH_APP_NODE_ENV ?? 'development',
        RUN_WORKERS: 'true',
        SCRAPE_MIN_GAP_MS: '0',
        ALLOWED_PRIVATE_HOSTS: fake.store.hostPort,
      },
    });
    const sessions = openSessions(users, app.origin);
    const ownerCookie = cookieOf(`load-${rescrape.username}`);
    let since = new Date();
    let loop = { requested: 0, failedRequests: [] as string[], stoppedAt: new Date() };
    try {
      await probe(sessions);
      const baseline = await scrapeBaseline(app.origin, ownerCookie, rescrape);
      console.log(`\nThe re-scraped store's first scrape (before the clock): ${baseline.toFixed(1)} s.`);
      console.log(`\nLoading: ${sessions.length} sessions for ${SECONDS} s…`);
      since = new Date();
      const rescrapes = startRescrapes(app.origin, ownerCookie, rescrape, RESCRAPE);
      const { rec, seconds } = await runSessions(sessions, SECONDS * 1000);
      loop = await rescrapes.stop();
      const all = printResults(rec, seconds, sessions, bench.name);
      const timeouts = countTimeouts(rec);
      console.log(`  Timeouts (no answer within ${REQUEST_TIMEOUT_MS / 1000} s): ${int(timeouts)}.`);
      if (rec.errors.size) {
        out.failures.push('some calls answered with an error (see the table above)');
        printErrors(rec);
      }
      if (onPglite && !(all.p99 <= PGLITE_P99_GOAL_MS))
        out.failures.push(
          `p99 of all calls ${all.p99.toFixed(0)} ms, over the ${PGLITE_P99_GOAL_MS} ms goal`,
        );
      printServerLog(app);
    } finally {
      await Promise.all(sessions.map((s) => s.client.close()));
      await app.stop();
    }
    // The scrape runs, read once the app has let go of the database.
    const after = bench.dataDir ? await openPgliteDirBench(bench.dataDir) : bench;
    try {
      const reads = await printRescrapes(after.database.db, rescrape, since, loop, RESCRAPE);
      if (loop.failedRequests.length)
        out.failures.push('some refreshes of the re-scraped store were refused');
      // No refresh swallowed: a read per refresh while reads are quicker than the refreshes, else the store read
      // back to back through the whole window (a run still reading at the end counts: its refreshes wait on it).
      const perRefresh = reads.succeeded >= loop.requested - 1;
      const backToBack = reads.succeeded >= 1 && reads.longestGapMs <= RUN_GAP_LIMIT_MS;
      if (!perRefresh && !backToBack)
        out.failures.push(
          `${reads.succeeded} re-scrapes finished for ${loop.requested} refreshes, ${reads.runs} runs, the store ` +
            `unread for up to ${Math.round(reads.longestGapMs)} ms at a time`,
        );
    } finally {
      if (bench.dataDir) await after.dispose();
    }
  } finally {
    await fake.fake.close();
  }
}

async function main() {
  console.log('Rivalwatch load benchmark (the app in a child process; the sessions in this process)');
  console.log(
    `Mode: ${smoke ? 'SMOKE (a tiny data set; its figures mean nothing)' : 'full'}; ` +
      `${onPglite ? 'PGlite (the embedded default)' : 'PostgreSQL'}; ${SESSIONS} sessions, ${SECONDS} s, ` +
      `request timeout ${REQUEST_TIMEOUT_MS / 1000} s.`,
  );
  console.log(`Load average at start: ${loadAverage()} (2-core machine, shared)`);
  printTable({
    title: 'The mix: each session picks its next call by these weights',
    headers: ['call', 'weight', 'note'],
    rows: MIX.map((m) => [CALL[m.action], String(m.weight), m.note]),
    notes: [
      'A session not on the pro plan leaves out the export (its other weights keep their proportions).',
    ],
  });
  const bench = await openBench();
  if ('skipped' in bench) {
    console.error(`\nPostgreSQL: ${bench.skipped}; this benchmark needs it (or BENCH_LOAD_DB=pglite).`);
    process.exitCode = 1;
    return;
  }
  const out: TRun = { failures: [] };
  try {
    await run(bench, out);
  } finally {
    if (bench.dataDir) {
      await bench.database.close().catch(() => {}); // closed already unless seeding stopped
      rmSync(bench.dataDir, { recursive: true, force: true });
    } else await bench.dispose();
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  if (out.failures.length) {
    console.log(`\nFAILED: ${out.failures.join('; ')}.`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nNo errors, no timeouts${onPglite ? `, p99 within ${PGLITE_P99_GOAL_MS} ms` : ''}; every refresh re-scraped.`,
    );
  }
}

try {
  await main();
} catch (err) {
  console.error('\nThe benchmark stopped:', err);
  process.exitCode = 1;
}
