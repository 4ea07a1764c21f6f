import type { TMailer } from '../email/mailer';
import { runOutreachTick } from '../outreach/run-outreach-tick';
import type { TWorkerDeps } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export const OUTREACH_TICK_QUEUE = 'outreach-tick';

/**
 * The outreach tick, every minute at the shared clock's time (the test clock moves it): sends the due emails 2 and
 * 3. A singleton queue runs one tick at a time; each sequence is taken with SKIP LOCKED anyway, so a second
 * process never sends a step twice (docs/product-rules.md R98).
 */
export async function startOutreachWorkers(opts: TWorkerDeps & { mailer: TMailer }): Promise<void> {
  const { boss, db, clock, log } = opts;
  await scheduleEveryMinute({
    boss,
    queue: OUTREACH_TICK_QUEUE,
    createSingleton: { expireInSeconds: 10 * 60 },
    pollingIntervalSeconds: 5,
    run: async () => {
      const ran = await runOutreachTick({
        db,
        mailer: opts.mailer,
        log,
        config: opts.config,
        now: clock.now(),
      });
      if (ran.sent + ran.stopped + ran.deferred > 0 || ran.halted) log.info(ran, 'outreach tick');
      return ran;
    },
  });
}
