// npm run bench:load — many signed-in sessions at once on PostgreSQL: 200 users (BENCH_LOAD_SESSIONS), each with
// its own session cookie, keep-alive connection and competitors, run a weighted mix of the screens' calls in a
// closed loop (no think time) for 60 s (BENCH_LOAD_SECONDS) against the real app in a child process
// (NODE_ENV=production). Prints the sizes, the mix, requests, errors by call and status, and p50/p99/max per call;
// exits non-zero when any call failed (non-2xx, socket error or timeout). BENCH_LOAD_SMOKE=1: a tiny data set,
// 20 sessions for 5 s, to check the benchmark itself.
import { performance } from 'node:perf_hooks';
import { sign } from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import { Client } from 'undici';
import type { TDb } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { seedApiData, seedSession, type TApiSizes } from './lib/api-seed.ts';
import { startAppChild } from './lib/app-child.ts';
import { openPostgresBench } from './lib/databases.ts';
import { CALL, MIX, act, newRecorder, pick, type TAction, type TSession } from './lib/load-session.ts';
import { printErrors, printResults, printServerLog } from './lib/load-report.ts';
import { mulberry32 } from '../tools/fake-shopify/rng.ts';
import { int, loadAverage, printTable } from './lib/report.ts';

const SECRET = 'bench-session-secret-bench-session-secret';
const smoke = process.env.BENCH_LOAD_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? (smoke ? 5 : 60));
const SESSIONS = Number(process.env.BENCH_LOAD_SESSIONS ?? (smoke ? 20 : 200));
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

/**
 * Plans as a real customer base holds them: half pro, a quarter starter, a quarter free, each user's
 * competitors cut to the plan's limit (plan_configs.max_competitors); the export user of seedApiData is not used.
 */
async function shapeCustomers(db: TDb, exportUserId: string) {
  await db.execute(sql`DELETE FROM users WHERE id = ${exportUserId}`);
  await db.execute(sql`
    WITH u AS (SELECT id, row_number() OVER (ORDER BY username) - 1 AS n FROM users WHERE username LIKE 'bench%')
    UPDATE users SET subscription_plan = CASE u.n % 4 WHEN 2 THEN 'starter' WHEN 3 THEN 'free' ELSE 'pro' END
    FROM u WHERE users.id = u.id`);
  await db.execute(sql`
    DELETE FROM competitors c USING (
      SELECT c.id, row_number() OVER (PARTITION BY c.user_id ORDER BY c.store_id) AS k, p.max_competitors
      FROM competitors c JOIN users u ON u.id = c.user_id JOIN plan_configs p ON p.key = u.subscription_plan
    ) r
    WHERE c.id = r.id AND r.k > r.max_competitors`);
  await db.execute(sql`VACUUM ANALYZE`);
}

async function printSizes(db: TDb, seedSeconds: number) {
  const [n] = rowsOf<Record<string, string>>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM users) AS users,
        (SELECT count(*) FROM users WHERE subscription_plan = 'pro') AS pro,
        (SELECT count(*) FROM users WHERE subscription_plan = 'starter') AS starter,
        (SELECT count(*) FROM users WHERE subscription_plan = 'free') AS free,
        (SELECT count(*) FROM competitors c JOIN users u ON u.id = c.user_id
          WHERE u.subscription_plan = 'pro') AS pro_competitors,
        (SELECT count(*) FROM competitors c JOIN users u ON u.id = c.user_id
          WHERE u.subscription_plan = 'starter') AS starter_competitors,
        (SELECT count(*) FROM competitors c JOIN users u ON u.id = c.user_id
          WHERE u.subscription_plan = 'free') AS free_competitors,
        (SELECT count(*) FROM stores) AS stores,
        (SELECT count(*) FROM products) AS products,
        (SELECT count(*) FROM variants) AS variants,
        (SELECT count(*) FROM price_history) AS history,
        (SELECT count(*) FROM change_events) AS events,
        (SELECT count(*) FROM competitors) AS competitors,
        (SELECT count(*) FROM notifications) AS notifications`),
  );
  const c = (k: string) => int(Number(n![k]));
  console.log(
    `Sizes: ${c('users')} users (${c('pro')} pro with ${c('pro_competitors')} competitors, ${c('starter')} ` +
      `starter with ${c('starter_competitors')}, ${c('free')} free with ${c('free_competitors')}), ${c('stores')} stores, ` +
      `${c('products')} products (${SIZES.productsPerStore} a store), ${c('variants')} variants, ` +
      `${c('history')} price-history rows, ${c('events')} change events, ${c('notifications')} notifications.`,
  );
  console.log(`Seeding (with the sessions, VACUUM ANALYZE included) took ${seedSeconds.toFixed(1)} s.`);
}

type TUser = { id: string; username: string; plan: string; email: boolean };

/** A signed-in session (a row in sessions) for every bench user. */
async function seedSessions(db: TDb): Promise<TUser[]> {
  const users = rowsOf<TUser>(
    await db.execute(sql`
      SELECT id, username, subscription_plan AS plan, email_notifications AS email
      FROM users WHERE username LIKE 'bench%' ORDER BY username`),
  );
  for (const u of users) await seedSession(db, u.id, `load-${u.username}`);
  return users;
}

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

async function main() {
  console.log('Rivalwatch load benchmark (the app in a child process; the sessions in this process)');
  console.log(
    `Mode: ${smoke ? 'SMOKE (a tiny data set; its figures mean nothing)' : 'full'}; ${SESSIONS} sessions, ` +
      `${SECONDS} s, request timeout ${REQUEST_TIMEOUT_MS / 1000} s.`,
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
  const pg = await openPostgresBench();
  if ('skipped' in pg) {
    console.error(`\nPostgreSQL: ${pg.skipped}; this benchmark needs it.`);
    process.exitCode = 1;
    return;
  }
  let failed = false;
  try {
    console.log(`\n${pg.label}`);
    const db = pg.database.db;
    const seedStarted = performance.now();
    const seeded = await seedApiData(db, SIZES);
    await shapeCustomers(db, seeded.exportUserId);
    const users = await seedSessions(db);
    await printSizes(db, (performance.now() - seedStarted) / 1000);
    const app = await startAppChild({ databaseUrl: pg.databaseUrl, sessionSecret: SECRET, captureLog: true });
    const sessions = openSessions(users, app.origin);
    try {
      await probe(sessions);
      console.log(`\nLoading: ${sessions.length} sessions for ${SECONDS} s…`);
      const { rec, seconds } = await runSessions(sessions, SECONDS * 1000);
      printResults(rec, seconds, sessions);
      if (rec.errors.size) {
        failed = true;
        printErrors(rec);
      }
      printServerLog(app);
    } finally {
      await Promise.all(sessions.map((s) => s.client.close()));
      await app.stop();
    }
  } finally {
    await pg.dispose();
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  if (failed) {
    console.log('\nFAILED: some calls answered with an error (see the table above).');
    process.exitCode = 1;
  } else {
    console.log('\nNo errors.');
  }
}

try {
  await main();
} catch (err) {
  console.error('\nThe benchmark stopped:', err);
  process.exitCode = 1;
}
