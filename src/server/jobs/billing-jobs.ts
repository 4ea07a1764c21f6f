import type { TDb } from '../db/client';
import { billingMail } from '../billing/email-billing-event';
import { runBillingTick } from '../billing/run-billing-tick';
import type { TConfig } from '../config';
import type { TClock } from '../lib/clock';
import type { TLogger } from '../lib/logger';
import { kickPaymentEvents } from './payment-event-jobs';
import type { TQueue } from './queue';

export const BILLING_TICK_QUEUE = 'billing-tick';

/** The billing job, every minute, one run at a time across processes (each subscription is claimed anyway). */
export async function startBillingWorkers(opts: {
  boss: TQueue;
  db: TDb;
  config: TConfig;
  clock: TClock;
  log: TLogger;
}): Promise<void> {
  const { boss, db, clock, log } = opts;
  const mail = billingMail(opts.config);
  await boss.createQueue(BILLING_TICK_QUEUE, {
    name: BILLING_TICK_QUEUE,
    policy: 'singleton',
    expireInSeconds: 10 * 60,
  });
  await boss.work(BILLING_TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const ran = await runBillingTick({ db, now: clock.now(), mail });
    if (Object.values(ran).some((n) => n > 0)) {
      log.info(ran, 'billing tick');
      // Its events go to n8n now rather than at the next minute.
      await kickPaymentEvents(boss);
    }
    return ran;
  });
  await boss.schedule(BILLING_TICK_QUEUE, '* * * * *');
}
