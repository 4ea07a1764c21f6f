import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TMailer } from '../email/mailer';
import type { TClock } from '../lib/clock';
import type { TLogger } from '../lib/logger';
import { runOutreachTick } from '../outreach/run-outreach-tick';
import type { TQueue } from './queue';

export const OUTREACH_TICK_QUEUE = 'outreach-tick';

/**
 * The outreach tick, every minute at the shared clock's time (the test clock moves it): sends the due emails 2 and
 * 3. A singleton queue runs one tick at a time; each sequence is taken with SKIP LOCKED anyway, so a second
 * process never sends a step twice (docs/product-rules.md R98).
 */
export async function startOutreachWorkers(opts: {
  boss: TQueue;
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  clock: TClock;
  log: TLogger;
}): Promise<void> {
  const { boss, db, clock, log } = opts;
  await boss.createQueue(OUTREACH_TICK_QUEUE, {
    name: OUTREACH_TICK_QUEUE,
    policy: 'singleton',
    expireInSeconds: 10 * 60,
  });
  await boss.work(OUTREACH_TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const ran = await runOutreachTick({
      db,
      mailer: opts.mailer,
      log,
      config: opts.config,
      now: clock.now(),
    });
    if (ran.sent + ran.stopped + ran.deferred > 0 || ran.halted) log.info(ran, 'outreach tick');
    return ran;
  });
  await boss.schedule(OUTREACH_TICK_QUEUE, '* * * * *');
}
