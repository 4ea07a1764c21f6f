import { billingMail } from '../billing/email-billing-event';
import { runBillingTick } from '../billing/run-billing-tick';
import { kickPaymentEvents } from './payment-event-jobs';
import type { TWorkerDeps } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export const BILLING_TICK_QUEUE = 'billing-tick';

/** The billing job, every minute, one run at a time across processes (each subscription is claimed anyway). */
export async function startBillingWorkers(opts: TWorkerDeps): Promise<void> {
  const { boss, db, clock, log } = opts;
  const mail = billingMail(opts.config);
  await scheduleEveryMinute({
    boss,
    queue: BILLING_TICK_QUEUE,
    createSingleton: { expireInSeconds: 10 * 60 },
    pollingIntervalSeconds: 5,
    run: async () => {
      const ran = await runBillingTick({ db, now: clock.now(), mail });
      if (Object.values(ran).some((n) => n > 0)) {
        log.info(ran, 'billing tick');
        // Its events go to n8n now rather than at the next minute.
        await kickPaymentEvents(boss);
      }
      return ran;
    },
  });
}
