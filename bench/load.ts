// npm run bench:load — many signed-in sessions at once on PostgreSQL: 200 users (BENCH_LOAD_SESSIONS), each with
// its own session cookie, keep-alive connection and competitors, run a weighted mix of the screens' calls in a
// closed loop (no think time) for 60 s (BENCH_LOAD_SECONDS) against the real app in a child process
// (NODE_ENV=production). Prints the sizes, the mix, requests, errors by call and status, and p50/p99/max per call;
// exits non-zero when any call failed (non-2xx, socket error or timeout). BENCH_LOAD_SMOKE=1: a tiny data set,
// 20 sessions for 5 s, to check the benchmark itself.
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sign } from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import { Client } from 'undici';
import type { TDb } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { LOAD_MORE_AT } from '../src/shared/constants/ui.ts';
import { seedApiData, seedSession, type TApiSizes } from './lib/api-seed.ts';
import { startAppChild, type TAppChild } from './lib/app-child.ts';
import { openPostgresBench } from './lib/databases.ts';
import { percentile } from './lib/http-load.ts';
import { int, printTable } from './lib/report.ts';

const SECRET = 'bench-session-secret-bench-session-secret';
const smoke = process.env.BENCH_LOAD_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? (smoke ? 5 : 60));
const SESSIONS = Number(process.env.BENCH_LOAD_SESSIONS ?? (smoke ? 20 : 200));
/** A request without its answer's headers or next body chunk for this long counts as an error (a timeout). */
const REQUEST_TIMEOUT_MS = 30_000;
const PAGE = LOAD_MORE_AT;
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

const CALL = {
  dashboard: 'GET /api/dashboard/stats',
  competitors: 'GET /api/competitors',
  products: `GET /api/products?limit=${PAGE}`,
  productsNext: `GET /api/products?limit=${PAGE}&cursor=… (next page)`,
  priceChanges: `GET /api/price-changes?limit=${PAGE}`,
  notifications: `GET /api/notifications?limit=${PAGE}`,
  product: 'GET /api/products/:id',
  settings: 'GET /api/user/settings',
  settingsPatch: 'PATCH /api/user/settings',
  export: 'GET /api/export/products?format=csv',
} as const;
type TAction = keyof typeof CALL;

/** How often each session picks a call, per 100 picks (a session not on the pro plan never exports). */
const MIX: { action: TAction; weight: number; note: string }[] = [
  { action: 'dashboard', weight: 20, note: 'the landing screen' },
  { action: 'competitors', weight: 10, note: '' },
  { action: 'products', weight: 15, note: 'first page; keeps its ids and next-page cursor' },
  { action: 'productsNext', weight: 5, note: 'Load More: the x-next-cursor or Link rel="next" page' },
  { action: 'priceChanges', weight: 15, note: '' },
  { action: 'notifications', weight: 10, note: '' },
  { action: 'product', weight: 15, note: 'an id from the last product page read' },
  { action: 'settings', weight: 5, note: '' },
  { action: 'settingsPatch', weight: 4, note: 'toggles emailNotifications' },
  { action: 'export', weight: 1, note: 'pro sessions only; the streamed body read to its end' },
];

type TSession = {
  username: string;
  plan: string;
  cookie: string;
  client: Client;
  rand: () => number;
  mix: typeof MIX;
  totalWeight: number;
  productIds: number[];
  /** The path of the next product page, from the last page read; null before the first or after the last. */
  nextProducts: string | null;
  emailNotifications: boolean;
};

type TErrorCount = { count: number; sample: string };
type TRecorder = {
  latencies: Map<string, number[]>;
  errors: Map<string, TErrorCount>;
  exportBytes: number;
};
const newRecorder = (): TRecorder => ({ latencies: new Map(), errors: new Map(), exportBytes: 0 });

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const fmt = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);
const cookieOf = (sid: string) => `rw_session=${encodeURIComponent(sign(sid, SECRET))}`;

/** mulberry32: a small seeded generator, so every run draws the same sequence of calls per session. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The next page's path from the `x-next-cursor` header, else from `Link: <…>; rel="next"`; null on the last page. */
function nextPagePath(
  headers: Record<string, string | string[] | undefined>,
  firstPage: string,
): string | null {
  const cursor = headers['x-next-cursor'];
  if (typeof cursor === 'string' && cursor) {
    const url = new URL(firstPage, 'http://x');
    url.searchParams.set('cursor', cursor);
    return `${url.pathname}${url.search}`;
  }
  const link = [headers.link ?? []].flat().join(',');
  const next = /<([^>]+)>\s*;[^,]*\brel="?next"?/i.exec(link)?.[1];
  if (!next) return null;
  const url = new URL(next, 'http://x');
  return `${url.pathname}${url.search}`;
}

type TAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * One call, timed from its sending to the last byte of its answer. A non-2xx answer or a socket error (timeouts
 * included) is counted under the call and its status or error code, with the first answer or message as a sample.
 */
async function hit(
  rec: TRecorder,
  s: TSession,
  action: TAction,
  path: string,
  patch?: unknown,
): Promise<TAnswer | null> {
  const call = CALL[action];
  const started = performance.now();
  let failure: { key: string; sample: string } | null = null;
  let answer: TAnswer | null = null;
  try {
    const res = await s.client.request({
      method: patch === undefined ? 'GET' : 'PATCH',
      path,
      headers: {
        cookie: s.cookie,
        ...(patch === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: patch === undefined ? undefined : JSON.stringify(patch),
    });
    let text = '';
    if (action === 'export' && res.statusCode === 200) {
      for await (const chunk of res.body) rec.exportBytes += (chunk as Buffer).byteLength;
    } else {
      text = await res.body.text();
    }
    if (res.statusCode >= 200 && res.statusCode < 300) {
      answer = { status: res.statusCode, headers: res.headers, text };
    } else {
      failure = { key: String(res.statusCode), sample: `${s.username}: ${text.slice(0, 300)}` };
    }
  } catch (err) {
    const e = err as Error & { code?: string };
    failure = { key: e.code ?? e.name, sample: `${s.username}: ${e.message}` };
  }
  const ms = performance.now() - started;
  const list = rec.latencies.get(call) ?? [];
  list.push(ms);
  rec.latencies.set(call, list);
  if (failure) {
    const key = `${call} → ${failure.key}`;
    const seen = rec.errors.get(key);
    if (seen) seen.count++;
    else rec.errors.set(key, { count: 1, sample: failure.sample });
  }
  return answer;
}

const firstProductsPage = `/api/products?limit=${PAGE}`;

async function readProducts(rec: TRecorder, s: TSession, action: 'products' | 'productsNext', path: string) {
  const answer = await hit(rec, s, action, path);
  if (!answer) return;
  const items = JSON.parse(answer.text) as { id: number }[];
  if (items.length) s.productIds = items.map((p) => p.id);
  s.nextProducts = nextPagePath(answer.headers, path);
}

/** Runs one call of the mix, as the screen would: a detail or a next page needs a product page read first. */
async function act(rec: TRecorder, s: TSession, action: TAction): Promise<void> {
  switch (action) {
    case 'products':
      return readProducts(rec, s, 'products', firstProductsPage);
    case 'productsNext':
      return s.nextProducts
        ? readProducts(rec, s, 'productsNext', s.nextProducts)
        : readProducts(rec, s, 'products', firstProductsPage);
    case 'product': {
      if (!s.productIds.length) return readProducts(rec, s, 'products', firstProductsPage);
      const id = s.productIds[Math.floor(s.rand() * s.productIds.length)]!;
      await hit(rec, s, 'product', `/api/products/${id}`);
      return;
    }
    case 'settings':
    case 'settingsPatch': {
      const answer =
        action === 'settings'
          ? await hit(rec, s, 'settings', '/api/user/settings')
          : await hit(rec, s, 'settingsPatch', '/api/user/settings', {
              emailNotifications: !s.emailNotifications,
            });
      if (answer)
        s.emailNotifications = (
          JSON.parse(answer.text) as { emailNotifications: boolean }
        ).emailNotifications;
      return;
    }
    case 'dashboard':
      await hit(rec, s, action, '/api/dashboard/stats');
      return;
    case 'competitors':
      await hit(rec, s, action, '/api/competitors');
      return;
    case 'priceChanges':
      await hit(rec, s, action, `/api/price-changes?limit=${PAGE}`);
      return;
    case 'notifications':
      await hit(rec, s, action, `/api/notifications?limit=${PAGE}`);
      return;
    case 'export':
      await hit(rec, s, action, '/api/export/products?format=csv');
      return;
  }
}

function pick(s: TSession): TAction {
  let r = s.rand() * s.totalWeight;
  for (const m of s.mix) {
    r -= m.weight;
    if (r < 0) return m.action;
  }
  return s.mix.at(-1)!.action;
}

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
      rand: seededRandom(i + 1),
      mix,
      totalWeight: mix.reduce((t, m) => t + m.weight, 0),
      productIds: [],
      nextProducts: null,
      emailNotifications: u.email,
    };
  });
}

function printErrors(rec: TRecorder) {
  printTable({
    title: 'Errors by call and status (or socket error)',
    headers: ['call → status', 'count', 'first answer or message'],
    rows: [...rec.errors].map(([key, e]) => [key, int(e.count), e.sample.replace(/\s+/g, ' ')]),
    notes: [],
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

function printResults(rec: TRecorder, seconds: number, sessions: TSession[]) {
  const all = [...rec.latencies.values()].flat().sort((a, b) => a - b);
  const errors = [...rec.errors.values()].reduce((t, e) => t + e.count, 0);
  const exports = rec.latencies.get(CALL.export)?.length ?? 0;
  const rows = Object.values(CALL).map((call) => {
    const l = [...(rec.latencies.get(call) ?? [])].sort((a, b) => a - b);
    const errs = [...rec.errors]
      .filter(([k]) => k.startsWith(`${call} →`))
      .reduce((t, [, e]) => t + e.count, 0);
    return [
      call,
      int(l.length),
      all.length ? `${((100 * l.length) / all.length).toFixed(1)} %` : '-',
      int(errs),
      fmt(percentile(l, 50)),
      fmt(percentile(l, 99)),
      fmt(l.at(-1) ?? NaN),
    ];
  });
  rows.push([
    'all calls',
    int(all.length),
    '100 %',
    int(errors),
    fmt(percentile(all, 50)),
    fmt(percentile(all, 99)),
    fmt(all.at(-1) ?? NaN),
  ]);
  printTable({
    title:
      `PostgreSQL: ${sessions.length} sessions on ${sessions.length} connections for ${seconds.toFixed(1)} s ` +
      `(closed loop, no think time)`,
    headers: ['call', 'requests', 'share', 'errors', 'p50', 'p99', 'max'],
    rows,
    notes: [
      `${int(all.length)} requests, ${int(all.length / seconds)} a second; ${int(errors)} errors.`,
      `Exports: ${int(exports)}, ${(rec.exportBytes / 1024 / 1024).toFixed(1)} MB read in all` +
        (exports ? ` (${int(rec.exportBytes / exports / 1024)} kB each on average).` : '.'),
      'Times run from the request sent to the last byte of its answer read (bench and server share 2 cores).',
    ],
  });
}

/** One line of text: whitespace runs collapsed, and the middle of a long text left out (SQL in a query error). */
function squeeze(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max / 2)} … ${t.slice(-max / 2)}`;
}

/** The app's warn and error lines, grouped by message; all of them are written to a file beside. */
function printServerLog(app: TAppChild) {
  const lines = app.logLines();
  if (!lines.length) {
    console.log('\nServer log (warn and above): empty.');
    return;
  }
  const file = path.join(tmpdir(), `rw-bench-load-${process.pid}.log`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const byMsg = new Map<string, { count: number; first: string }>();
  for (const line of lines) {
    let msg = squeeze(line, 300);
    let first = msg;
    try {
      const j = JSON.parse(line) as {
        level?: number;
        time?: number;
        reqId?: string;
        msg?: string;
        err?: { type?: string; code?: string; message?: string };
      };
      const err = j.err ? ` [${j.err.type ?? ''}${j.err.code ? ` ${j.err.code}` : ''}]` : '';
      msg = `level ${j.level}: ${j.msg ?? ''}${err}`;
      first =
        `${new Date(j.time ?? 0).toISOString()} ${j.reqId ?? ''} ` +
        `${j.err?.message ? squeeze(j.err.message, 240) : ''}`;
    } catch {
      // not JSON: the line as it is
    }
    const seen = byMsg.get(msg);
    if (seen) seen.count++;
    else byMsg.set(msg, { count: 1, first });
  }
  console.log(`\nServer log (warn and above): ${int(lines.length)} line(s), all in ${file}`);
  for (const [msg, { count, first }] of byMsg) {
    console.log(`  ${int(count)} × ${msg}`);
    console.log(`    first: ${first}`);
  }
}

async function main() {
  console.log('Rivalwatch load benchmark (the app in a child process; the sessions in this process)');
  console.log(
    `Mode: ${smoke ? 'SMOKE (a tiny data set; its figures mean nothing)' : 'full'}; ${SESSIONS} sessions, ` +
      `${SECONDS} s, request timeout ${REQUEST_TIMEOUT_MS / 1000} s.`,
  );
  console.log(`Load average at start: ${load()} (2-core machine, shared)`);
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
  console.log(`\nLoad average at the end: ${load()}`);
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
