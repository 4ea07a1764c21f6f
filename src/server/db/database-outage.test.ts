import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { and, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TMailer } from '../email/mailer';
import { createLogger } from '../lib/logger';
import { getStatus } from '../status/get-status';
import { createProbeChecks } from '../status/probes/probe-checks';
import { createProber } from '../status/run-probes';
import { minuteOf } from '../status/status-rules';
import { isoDay, utcDayStart } from '../status/status-sql';
import { buildTestApp, signUp, testConfig } from '../testing/test-app';
import { openDatabase, type TDatabase } from './client';
import { emailTracking, statusIncidents, statusProbes, users } from './schema';
import { DATABASE_UNAVAILABLE, databaseUnavailableCause, isDatabaseUnavailable } from './is-unavailable';
import { dropTestDatabase } from '../testing/drop-database';

/**
 * The app on a PostgreSQL server the test stops and starts: a TCP proxy stands between the app's pool and the
 * real server at DATABASE_URL (else postgres://postgres@127.0.0.1:5432), on a database of this file's own.
 */
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const reachable = await canConnect(serverUrl);

describe('databaseUnavailableCause', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('finds a dead or refused connection through drizzle’s wrapper and an AggregateError', () => {
    const refused = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const shutdown = coded('57P01', 'terminating connection due to administrator command');
    expect(databaseUnavailableCause(new DrizzleQueryError('select 1', [], shutdown))).toBe(shutdown);
    for (const code of ['57P03', '08006', '08001', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    const unique = coded('23505', 'duplicate key value violates unique constraint');
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], unique))).toBe(false);
    expect(isDatabaseUnavailable(coded('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe.skipIf(!reachable)('the app while its PostgreSQL server goes away', () => {
  const name = `rw_outage_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const lines: string[] = [];
  const idleErrors: Error[] = [];
  const processErrors: unknown[] = [];
  const onProcessError = (err: unknown) => processErrors.push(err);
  let proxy: TProxy;
  let database: TDatabase;
  let app: FastifyInstance;
  let closeApp: () => Promise<void>;
  let mailer: TMailer;

  beforeAll(async () => {
    process.on('unhandledRejection', onProcessError);
    process.on('uncaughtException', onProcessError);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const direct = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: 'unused' });
    await direct.migrate();
    await direct.close();

    const target = new URL(serverUrl);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(withDatabase(serverUrl, name));
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // As a web process with a session cache opens it (server.ts): every connection listens for auth changes.
    database = await openDatabase({
      databaseUrl: proxied.toString(),
      dataDir: 'unused',
      listenForAuthChanges: true,
      onIdleError: (err) => idleErrors.push(err),
    });
    const log = createLogger('info', { destination: { write: (line: string) => void lines.push(line) } });
    ({ app, mailer, close: closeApp } = await buildTestApp({ database, config: testConfig(), log }));
  });

  afterEach(async () => {
    await proxy.start();
    expect(processErrors).toEqual([]);
  });

  afterAll(async () => {
    await closeApp?.();
    await database?.close().catch(() => {});
    await proxy?.close();
    await dropTestDatabase(admin, name).catch(() => {});
    await admin.end();
    process.off('unhandledRejection', onProcessError);
    process.off('uncaughtException', onProcessError);
  });

  const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const competitors = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/competitors', headers: { cookie } });

  function expectUnavailable(res: Awaited<ReturnType<typeof competitors>>, what: string) {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
    expect(res.headers['retry-after'], what).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    expect(res.json(), what).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'unavailable',
    });
  }

  it('answers 503 with Retry-After while the server is stopped, and serves again once it is back', async () => {
    const cookie = await signUp(app, { username: 'stopped', email: 'stopped@example.com' });
    expect((await competitors(cookie)).statusCode).toBe(200);
    const before = lines.length;

    await proxy.stop();
    // At once: the pool may still hand out a connection whose reset it has not read yet; a 503 all the same.
    const first = await competitors(cookie);
    // Then with every pooled connection gone: each new one is refused.
    await waitFor(() => database.pool!.totalCount === 0);
    const answers = [
      ['GET /api/competitors', await competitors(cookie)],
      // The session is looked up in an onRequest hook: a dead database there is a 503 too, not anonymous.
      ['GET /api/user', await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })],
      [
        'POST /api/login',
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'stopped', password: 'correct-horse' },
        }),
      ],
      ['GET /api/competitors again', await competitors(cookie)],
    ] as const;
    expectUnavailable(first, 'GET /api/competitors at once');
    for (const [what, res] of answers) expectUnavailable(res, what);

    // One error line per failed request, with its request id and the reason; no "request failed" (a 500).
    const errors = logged()
      .slice(before)
      .filter((l) => (l.level as number) >= 40);
    expect(errors.map((l) => l.msg)).toEqual([first, ...answers].map(() => 'database unavailable'));
    expect(new Set(errors.map((l) => l.reqId)).size).toBe(answers.length + 1);
    for (const line of errors) expect(line.level).toBe(50);
    for (const line of errors.slice(1)) expect((line.err as { code?: string }).code).toBe('ECONNREFUSED');
    expect(JSON.stringify(errors)).not.toContain('params');

    await proxy.start();
    const after = await competitors(cookie);
    expect(after.statusCode, after.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json()).toMatchObject(
      {
        username: 'stopped',
      },
    );
  });

  it('answers 503 while the server is starting up (57P03) and serves once it accepts connections', async () => {
    const cookie = await signUp(app, { username: 'starting', email: 'starting@example.com' });
    const before = lines.length;
    proxy.startingUp();
    await waitFor(() => database.pool!.totalCount === 0);
    expectUnavailable(await competitors(cookie), 'starting up');
    const [line] = logged()
      .slice(before)
      .filter((l) => l.msg === 'database unavailable');
    expect((line!.err as { code?: string }).code).toBe('57P03');

    await proxy.start();
    expect((await competitors(cookie)).statusCode).toBe(200);
  });

  it('survives its idle connections being terminated by the server (57P01)', async () => {
    const cookie = await signUp(app, { username: 'terminated', email: 'terminated@example.com' });
    expect((await competitors(cookie)).statusCode).toBe(200);
    expect(database.pool!.idleCount).toBeGreaterThan(0);
    idleErrors.length = 0;
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await waitFor(() => idleErrors.length > 0 && database.pool!.idleCount === 0);
    expect(databaseUnavailableCause(idleErrors[0])).not.toBeNull();
    expect((await competitors(cookie)).statusCode).toBe(200);
  });

  it('fails a transaction whose connection is cut as unavailable, without ending the process', async () => {
    const failure: unknown = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.execute(sql`SELECT 2`);
      })
      .then(
        () => new Error('the transaction went through'),
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    // The process is still here (afterEach checks that nothing went unheard) and the pool recovers.
    await database.db.execute(sql`SELECT 1`);
  });

  it('measures the database as down, opens the automatic incident once it can write, and resolves it', async () => {
    const cookie = await signUp(app, { username: 'oncall', email: 'oncall@example.com' });
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'oncall'));
    expect(cookie).not.toBe('');
    // The app's own probes against the proxied server; the minutes are moved by hand.
    const checks = createProbeChecks({
      db: database.db,
      mailer,
      config: testConfig(),
      requestApi: async () => {
        const res = await app.inject({ method: 'GET', url: '/api/health' });
        if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
      },
      now: () => new Date(),
    });
    const site = { appUrl: 'http://localhost:3000', secret: 'test-secret-test-secret-test-secret-0123' };
    const prober = createProber({ db: database.db, checks, site, log: createLogger('silent') });
    // The nine minutes in the past and inside one UTC day: a day's bar is read from that day's own minutes, and
    // with midnight among them the outage would sit in yesterday's bar, which only the hourly roll-up fills.
    const start = minuteOf(new Date()).getTime() - 20 * 60_000;
    const oneDay = isoDay(new Date(start)) === isoDay(new Date(start + 9 * 60_000));
    const base = oneDay ? start : utcDayStart(new Date()).getTime();
    const at = (i: number) => new Date(base + i * 60_000 + 5_000);
    const databaseAt = async (i: number) =>
      (await getStatus({ db: database.db, now: at(i) })).services.find((s) => s.key === 'database')!;

    expect(await prober.run(at(0))).toEqual({ recorded: 6, buffered: 0 });
    expect((await databaseAt(0)).status).toBe('operational');

    await proxy.stop();
    await waitFor(() => database.pool!.totalCount === 0);
    // Three minutes without the server: nothing can be written, the results wait in memory.
    for (let i = 1; i <= 3; i++) expect(await prober.run(at(i))).toEqual({ recorded: 0, buffered: i * 6 });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: false } });

    await proxy.start();
    // Back: the three missed minutes are written first, in order; the third failure is the outage.
    expect(await prober.run(at(4))).toEqual({ recorded: 24, buffered: 0 });
    const probes = await database.db
      .select({ minute: statusProbes.minute, outcome: statusProbes.outcome, state: statusProbes.state })
      .from(statusProbes)
      .where(eq(statusProbes.service, 'database'))
      .orderBy(statusProbes.minute);
    expect(probes.map((p) => [p.minute.getTime(), p.outcome, p.state])).toEqual([
      [minuteOf(at(0)).getTime(), 'ok', 'operational'],
      [minuteOf(at(1)).getTime(), 'down', 'operational'],
      [minuteOf(at(2)).getTime(), 'down', 'operational'],
      [minuteOf(at(3)).getTime(), 'down', 'outage'],
      // One good probe is not enough to be back.
      [minuteOf(at(4)).getTime(), 'ok', 'outage'],
    ]);
    const errors = await database.db
      .select({ error: statusProbes.error })
      .from(statusProbes)
      .where(and(eq(statusProbes.service, 'database'), eq(statusProbes.outcome, 'down')));
    // For admins: the driver's reason, not the query and its parameters.
    expect(errors).toHaveLength(3);
    for (const e of errors) expect(e.error).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);

    let status = await getStatus({ db: database.db, now: at(4) });
    expect(status.services.find((s) => s.key === 'database')!.status).toBe('outage');
    expect(status.overallStatus).toBe('outage');
    const incident = status.incidents.find((i) => i.title === 'Database outage')!;
    expect(incident).toMatchObject({
      automatic: true,
      severity: 'major',
      status: 'investigating',
      services: ['database'],
      resolvedAt: null,
      startedAt: minuteOf(at(1)).toISOString(),
    });
    // The public payload names no host, port or error text.
    expect(JSON.stringify(status)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|5432/);
    const alerts = await database.db
      .select({ to: emailTracking.toAddress, subject: emailTracking.subject })
      .from(emailTracking)
      .where(eq(emailTracking.emailType, 'status_admin_alert'));
    expect(alerts.filter((a) => a.subject.includes('Database outage')).map((a) => a.to)).toEqual([
      'oncall@example.com',
    ]);

    // Two good minutes: operational again; five: the incident resolves by itself.
    await prober.run(at(5));
    expect((await databaseAt(5)).status).toBe('operational');
    for (let i = 6; i <= 8; i++) await prober.run(at(i));
    status = await getStatus({ db: database.db, now: at(8) });
    expect(status.incidents.find((i) => i.id === incident.id)).toMatchObject({ status: 'resolved' });
    expect(
      (await database.db.select().from(statusIncidents).where(eq(statusIncidents.title, 'Database outage')))
        .length,
    ).toBe(1);
    expect((await databaseAt(8)).days.at(-1)!.worst).toBe('outage');
  });
});

type TProxy = {
  port: number;
  /** Resets every open connection, the app's and the server's sides. */
  cut(): void;
  /** Cuts every connection and refuses new ones (ECONNREFUSED), as a stopped server does. */
  stop(): Promise<void>;
  /** Cuts every connection and answers new ones as a server still starting up (57P03). */
  startingUp(): void;
  /** Accepts and forwards connections again (no-op when it already does). */
  start(): Promise<void>;
  close(): Promise<void>;
};

async function startProxy(target: { host: string; port: number }): Promise<TProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  let mode: 'forward' | 'starting' = 'forward';
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'starting') {
      // The startup packet is answered as PostgreSQL answers it before it accepts connections.
      client.once('data', () => client.end(errorResponse('57P03', 'the database system is starting up')));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const cut = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  return {
    port,
    cut,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      cut();
      await closed;
    },
    startingUp() {
      mode = 'starting';
      cut();
    },
    async start() {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    async close() {
      cut();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A PostgreSQL ErrorResponse message, severity FATAL. */
function errorResponse(code: string, message: string): Buffer {
  const field = (type: string, value: string) => Buffer.from(`${type}${value}\0`, 'utf8');
  const body = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', code),
    field('M', message),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
