import type { TDb } from '../db/client';
import { createClock, type TClock } from '../lib/clock';
import type { TLogger } from '../lib/logger';
import type { TMailer } from '../email/mailer';
import type { TConfig } from '../config';
import { STATUS_PROBE_QUEUE } from '../status/check-readiness';
import { createProbeChecks } from '../status/probes/probe-checks';
import { rollUpProbes } from '../status/roll-up-probes';
import { createProber, minuteProbed, type TProber } from '../status/run-probes';
import { minuteOf } from '../status/status-rules';
import type { TQueue } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export { STATUS_PROBE_QUEUE };
export const STATUS_ROLLUP_QUEUE = 'status-rollup';

/**
 * How far into each minute a process looks whether the minute was probed, and probes it itself when not: by then
 * the queue's job has run (pg-boss's cron queues it within about 40 s), unless the queue is stuck or the database
 * that holds it is down.
 */
export const FALLBACK_AT_SECONDS = 45;

export async function createStatusQueues(boss: TQueue): Promise<void> {
  for (const name of [STATUS_PROBE_QUEUE, STATUS_ROLLUP_QUEUE]) {
    await boss.createQueue(name, { name, policy: 'singleton', expireInSeconds: 5 * 60 });
  }
}

export type TStatusWorkers = {
  prober: TProber;
  /**
   * The fallback of one minute (a timer calls it FALLBACK_AT_SECONDS into every minute; tests call it after
   * moving the clock): probes the minute of the clock's now unless this process did, or, with nothing of its own
   * left to write, another process did. What it could not write waits in memory for a later run.
   */
  probeUnlessProbed(): Promise<'probed here' | 'probed elsewhere' | { recorded: number; buffered: number }>;
  stop(): void;
};

/**
 * The status probes (docs/product-rules.md R75): a job every minute probes each service; a job every hour rolls
 * finished days up. When the database itself is down no job runs, so each process also looks at every minute on
 * a timer of its own, independent of the queue, and probes the minute no one probed; its results wait in memory
 * until they can be written (one row per service and minute), and the incident rules run as they are written.
 */
export async function startStatusWorkers(opts: {
  boss: TQueue;
  db: TDb;
  mailer: TMailer;
  config: TConfig;
  log: TLogger;
  /** The time the probes are dated by: the system's, unless a test moves it. */
  clock?: TClock;
  /** One request through the app's HTTP stack; throws unless it answers 200. */
  requestApi: () => Promise<void>;
}): Promise<TStatusWorkers> {
  const { boss, db, log } = opts;
  const clock = opts.clock ?? createClock();
  const checks = createProbeChecks({ ...opts, now: () => clock.now() });
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
    run: async () => prober.run(clock.now()),
  });
  await boss.work(STATUS_ROLLUP_QUEUE, { pollingIntervalSeconds: 30 }, async () =>
    rollUpProbes({ db, now: clock.now() }),
  );
  await boss.schedule(STATUS_ROLLUP_QUEUE, '7 * * * *');
  // A first probe now, so the page and /api/ready do not wait for the next whole minute.
  await boss.send(STATUS_PROBE_QUEUE, {});

  async function probeUnlessProbed() {
    const now = clock.now();
    const minute = minuteOf(now);
    if (prober.lastMinute() >= minute.getTime() && prober.buffered() === 0) return 'probed here' as const;
    // The database answers and another process wrote the minute: nothing to do. Down, it cannot say: probe.
    if (prober.buffered() === 0 && (await minuteProbed({ db, minute }).catch(() => false)))
      return 'probed elsewhere' as const;
    return prober.run(now);
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const ms = Date.now() + clock.offsetMs();
    const wait = 60_000 - ((((ms - FALLBACK_AT_SECONDS * 1000) % 60_000) + 60_000) % 60_000);
    timer = setTimeout(() => {
      probeUnlessProbed()
        .catch((err: unknown) => log.warn({ err }, 'status probe run failed'))
        .finally(schedule);
    }, wait);
    timer.unref();
  };
  schedule();
  return {
    prober,
    probeUnlessProbed,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
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
