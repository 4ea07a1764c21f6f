import type { TDb } from '../db/client';
import type { TLogger } from '../lib/logger';
import type { TMailer } from '../email/mailer';
import type { TConfig } from '../config';
import { STATUS_PROBE_QUEUE } from '../status/check-readiness';
import { createProbeChecks } from '../status/probes/probe-checks';
import { rollUpProbes } from '../status/roll-up-probes';
import { createProber, type TProber } from '../status/run-probes';
import type { TQueue } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export { STATUS_PROBE_QUEUE };
export const STATUS_ROLLUP_QUEUE = 'status-rollup';

/** A process whose prober has not run for this long runs it itself: the queue lives in the database. */
const WATCHDOG_MS = 90_000;

export async function createStatusQueues(boss: TQueue): Promise<void> {
  for (const name of [STATUS_PROBE_QUEUE, STATUS_ROLLUP_QUEUE]) {
    await boss.createQueue(name, { name, policy: 'singleton', expireInSeconds: 5 * 60 });
  }
}

/**
 * The status probes (docs/product-rules.md R75): a job every minute probes each service; a job every hour rolls
 * finished days up. When the database itself is down no job runs, so each process also runs its prober when it
 * has not run for 90 s; its results wait in memory until they can be written (one row per service and minute).
 */
export async function startStatusWorkers(opts: {
  boss: TQueue;
  db: TDb;
  mailer: TMailer;
  config: TConfig;
  log: TLogger;
  /** One request through the app's HTTP stack; throws unless it answers 200. */
  requestApi: () => Promise<void>;
}): Promise<{ prober: TProber; stop(): void }> {
  const { boss, db, log } = opts;
  const checks = createProbeChecks({ ...opts, now: () => new Date() });
  const prober = createProber({
    db,
    checks,
    site: { appUrl: opts.config.APP_URL, secret: opts.config.SESSION_SECRET },
    log,
  });
  // Both queues were made at start-up (createStatusQueues).
  await scheduleEveryMinute({
    boss,
    queue: STATUS_PROBE_QUEUE,
    pollingIntervalSeconds: 5,
    run: async () => prober.run(new Date()),
  });
  await boss.work(STATUS_ROLLUP_QUEUE, { pollingIntervalSeconds: 30 }, async () =>
    rollUpProbes({ db, now: new Date() }),
  );
  await boss.schedule(STATUS_ROLLUP_QUEUE, '7 * * * *');
  // A first probe now, so the page and /api/ready do not wait for the next whole minute.
  await boss.send(STATUS_PROBE_QUEUE, {});
  const watchdog = setInterval(() => {
    if (Date.now() - prober.lastRunAt() < WATCHDOG_MS) return;
    prober.run(new Date()).catch((err: unknown) => log.warn({ err }, 'status probe run failed'));
  }, 30_000);
  watchdog.unref();
  return { prober, stop: () => clearInterval(watchdog) };
}

/** The API probe of a process without the app (npm run worker): GET /api/health at APP_URL. */
export function requestApiOverHttp(appUrl: string): () => Promise<void> {
  return async () => {
    const res = await fetch(`${appUrl.replace(/\/$/, '')}/api/health`, {
      signal: AbortSignal.timeout(5_000),
    });
    await res.body?.cancel();
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
  };
}

/** The API probe of the web process: one request through the app's own stack (routing, hooks, serialisation). */
export function requestApiInProcess(app: {
  inject(opts: { method: 'GET'; url: string }): Promise<{ statusCode: number }>;
}): () => Promise<void> {
  return async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  };
}
