import type { TQueue } from './queue';

/**
 * A job pg-boss's cron queues every minute, and this process's worker for it. With `createSingleton` the queue is
 * made here with the singleton policy: one run at a time across all processes (whatever a run works on is claimed
 * anyway). Without it the caller made the queue at start-up, before anything sends to it.
 */
export async function scheduleEveryMinute(opts: {
  boss: TQueue;
  queue: string;
  /** Create the queue as a singleton whose run expires after this long. */
  createSingleton?: { expireInSeconds: number };
  /** How often an idle worker asks for the next run (or a run sent outside the minute). */
  pollingIntervalSeconds: number;
  /** One run; what it returns is the job's output. */
  run: () => Promise<unknown>;
}): Promise<void> {
  const { boss, queue, createSingleton } = opts;
  if (createSingleton) {
    await boss.createQueue(queue, {
      name: queue,
      policy: 'singleton',
      expireInSeconds: createSingleton.expireInSeconds,
    });
  }
  await boss.work(queue, { pollingIntervalSeconds: opts.pollingIntervalSeconds }, async () => opts.run());
  await boss.schedule(queue, '* * * * *');
}
