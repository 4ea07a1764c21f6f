import { billingMail } from '../billing/email-billing-event';
import { reconcileStripeSubscriptions } from '../billing/stripe/reconcile-stripe-subscriptions';
import { createStripeClient } from '../billing/stripe/stripe-client';
import type { TWorkerDeps } from './queue';

export const STRIPE_RECONCILE_QUEUE = 'stripe-reconcile';

/** Nightly (03:17 UTC), one run at a time: our Stripe subscriptions compared with Stripe's, drift repaired. */
export async function startStripeWorkers(opts: TWorkerDeps): Promise<void> {
  const stripe = createStripeClient(opts.config);
  if (!stripe) return;
  const { boss, db, clock, log } = opts;
  await boss.createQueue(STRIPE_RECONCILE_QUEUE, {
    name: STRIPE_RECONCILE_QUEUE,
    policy: 'singleton',
    expireInSeconds: 60 * 60,
  });
  await boss.work(STRIPE_RECONCILE_QUEUE, async () => {
    const ran = await reconcileStripeSubscriptions({
      db,
      stripe,
      now: clock.now(),
      log,
      mail: billingMail(opts.config),
    });
    log.info(ran, 'stripe reconciliation');
    return ran;
  });
  await boss.schedule(STRIPE_RECONCILE_QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
}
