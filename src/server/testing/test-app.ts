import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import { createClock, type TClock } from '../lib/clock';
import { createLogger, type TLogger } from '../lib/logger';
import { createScrapeQueues, createScrapeScheduler } from '../jobs/scrape-jobs';
import { startQueue, type TQueue } from '../jobs/queue';
import { createMailer, type TMailer } from '../email/mailer';
import { createStorefront, type TStorefront } from '../monitoring/create-storefront';
import type { TScrapeScheduler } from '../monitoring/storefront-port';
import { createTestDatabaseFactory, type TTestDatabaseFactory } from './test-database';

type TBuiltTestApp = {
  app: FastifyInstance;
  mailer: TMailer;
  storefront: TStorefront;
  close(): Promise<void>;
};

export type TTestContext = {
  app: FastifyInstance;
  db: TDb;
  database: TDatabase;
  mailer: TMailer;
  config: TConfig;
  storefront: TStorefront;
  scheduler: TScrapeScheduler;
  /** Billing time for this test: `ctx.clock.advance(ms)` moves it. */
  clock: TClock;
  /** The job queue on this file's database, started on first use. */
  queue(): Promise<TQueue>;
  close(): Promise<void>;
};

export const testConfig = (overrides: Record<string, string> = {}): TConfig =>
  loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...overrides,
  });

/**
 * Registers hooks that give each test its own migrated database and app.
 * Read the fields inside tests only (they are replaced before each one).
 */
export function useTestApp(opts: { env?: Record<string, string> } = {}): TTestContext {
  const ctx = {} as TTestContext;
  let factory: TTestDatabaseFactory;
  let queue: Promise<TQueue> | null = null;
  beforeAll(async () => {
    factory = await createTestDatabaseFactory();
  });
  afterAll(async () => {
    if (queue) await (await queue).stop({ graceful: false, wait: true });
    await factory?.dispose();
  });
  beforeEach(async () => {
    const config = testConfig(opts.env);
    const database = await factory.fresh();
    const log = createLogger(config.LOG_LEVEL);
    const getQueue = () =>
      (queue ??= startQueue({ database, log, supervise: false }).then(async (boss) => {
        await createScrapeQueues(boss);
        return boss;
      }));
    const scheduler = createScrapeScheduler(getQueue);
    const clock = createClock();
    const built = await buildTestApp({ database, config, log, scheduler, clock });
    Object.assign(ctx, { ...built, db: database.db, database, config, scheduler, clock, queue: getQueue });
  });
  afterEach(async () => {
    await ctx.close?.();
  });
  return ctx;
}

/**
 * The app on a given database, as useTestApp builds it for each test; a test that owns its database (a server it
 * can stop, a logger it reads) calls it directly. Without a scheduler there is no job queue: scheduling a scrape
 * fails, everything else answers. close() ends the app, not the database.
 */
export async function buildTestApp(opts: {
  database: TDatabase;
  config: TConfig;
  log?: TLogger;
  scheduler?: TScrapeScheduler;
  clock?: TClock;
  /** Serve the built web app from dist (the web-serving tests build it first). */
  serveWeb?: boolean;
}): Promise<TBuiltTestApp> {
  const { database, config } = opts;
  const log = opts.log ?? createLogger(config.LOG_LEVEL);
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const storefront = createStorefront(config);
  const app = await buildApp({
    config,
    db: database.db,
    authChanges: database.authChanges,
    mailer,
    log,
    storefront,
    scheduler:
      opts.scheduler ?? createScrapeScheduler(() => Promise.reject(new Error('no job queue in this test'))),
    serveWeb: opts.serveWeb ?? false,
    clock: opts.clock,
  });
  return {
    app,
    mailer,
    storefront,
    async close() {
      await app.close();
      mailer.close();
      await storefront.close();
    },
  };
}

/** The cookie header to send back, taken from a response's Set-Cookie. */
export function cookieFrom(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export const aliceInput = {
  username: 'alice',
  email: 'alice@example.com',
  password: 'correct-horse',
  firstName: 'Alice',
  lastName: 'Liddell',
};

/** Registers a user and returns the session cookie. */
export async function signUp(app: FastifyInstance, input: Partial<typeof aliceInput> = {}): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...aliceInput, ...input },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}
