import type PgBoss from 'pg-boss';
import { inJobsRequestContext } from './request-ids';

/**
 * Many slots of one queue behind a single fetch loop. pg-boss's `work` gives every slot its own poller; a scrape
 * worker with hundreds of slots (most of a scrape is waiting out the per-store pacing) then asks the database for
 * jobs hundreds of times a second, and each ask scans the jobs queued for later. Here one loop asks for as many
 * jobs as there are free slots, at most every `minFetchGapMs` while slots free up, and every `pollingIntervalMs`
 * when the queue had nothing ready. Each job completes or fails on its own, as with `work`.
 */
export type TJobPool = {
  queue: string;
  /** Stops fetching; the jobs in hand run on and complete. */
  stopFetching(): Promise<void>;
  /** Stops fetching; waits up to `waitMs` for the jobs in hand, then fails those still running (as pg-boss does). */
  stop(waitMs: number): Promise<void>;
};

type TJob<T> = PgBoss.Job<T> & { expireInSeconds?: number };

const pools = new WeakMap<PgBoss, Set<TJobPool>>();

export function startJobPool<T extends object>(opts: {
  boss: PgBoss;
  queue: string;
  slots: number;
  pollingIntervalMs: number;
  minFetchGapMs?: number;
  run: (job: PgBoss.Job<T>) => Promise<unknown>;
  onError: (err: unknown) => void;
}): TJobPool {
  const { boss, queue } = opts;
  const minGap = opts.minFetchGapMs ?? 200;
  const running = new Map<string, Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      wake = wakeable ? done : () => stopping && done();
    });

  const start = (job: TJob<T>) => {
    const expireMs = (job.expireInSeconds ?? 15 * 60) * 1000;
    let expiry: NodeJS.Timeout | undefined;
    const outcome = Promise.race([
      inJobsRequestContext([job], () => opts.run(job)),
      new Promise<never>((_, reject) => {
        expiry = setTimeout(
          () => reject(new Error(`job ran past its ${expireMs / 1000} s expiry`)),
          expireMs,
        );
        expiry.unref();
      }),
    ]);
    const settled = outcome
      .then(
        (result) => boss.complete(queue, job.id, result ?? undefined),
        (err: unknown) => boss.fail(queue, job.id, err as object),
      )
      .then(
        () => {},
        (err: unknown) => opts.onError(err),
      )
      .finally(() => {
        clearTimeout(expiry);
        running.delete(job.id);
        wake?.();
      });
    running.set(job.id, settled);
  };

  const loop = async () => {
    while (!stopping) {
      const free = opts.slots - running.size;
      if (free <= 0) {
        // Full: the next look comes when a job ends (and not sooner than the gap after this one).
        await pause(60_000, true);
        if (!stopping) await pause(minGap, false);
        continue;
      }
      let jobs: TJob<T>[] = [];
      try {
        jobs = (await boss.fetch<T>(queue, { batchSize: free })) as TJob<T>[];
      } catch (err) {
        opts.onError(err);
      }
      for (const job of jobs) start(job);
      if (stopping) break;
      // Nothing more ready: look again after the polling interval. Else again once a slot is free.
      await pause(jobs.length < free ? opts.pollingIntervalMs : minGap, false);
    }
  };
  const looping = loop();

  const pool: TJobPool = {
    queue,
    async stopFetching() {
      if (!stopping) {
        stopping = true;
        wake?.();
        pools.get(boss)?.delete(pool);
      }
      await looping;
    },
    async stop(waitMs) {
      await pool.stopFetching();
      if (running.size && waitMs > 0) {
        await Promise.race([
          Promise.allSettled(running.values()),
          new Promise((r) => setTimeout(r, waitMs).unref()),
        ]);
      }
      const reason = { message: 'worker shut down while active' };
      await Promise.all([...running.keys()].map((id) => boss.fail(queue, id, reason).catch(() => {})));
    },
  };
  let set = pools.get(boss);
  if (!set) pools.set(boss, (set = new Set()));
  set.add(pool);
  return pool;
}

/**
 * `boss.stop` stops the pools too (queue.ts), waiting for their jobs as a graceful stop waits for pg-boss's own
 * workers; `boss.offWork(queue)` only stops them fetching (stopFetchingJobPools).
 */
export function stopJobPools(boss: PgBoss, opts: { queue?: string; waitMs: number }): Promise<void> {
  const chosen = [...(pools.get(boss) ?? [])].filter((p) => !opts.queue || p.queue === opts.queue);
  return Promise.all(chosen.map((p) => p.stop(opts.waitMs))).then(() => {});
}

export function stopFetchingJobPools(boss: PgBoss, queue: string): Promise<void> {
  const chosen = [...(pools.get(boss) ?? [])].filter((p) => p.queue === queue);
  return Promise.all(chosen.map((p) => p.stopFetching())).then(() => {});
}
