import type Stripe from 'stripe';
import type { TExecutor } from '../../db/client';
import type { TSubscriptionRow } from '../../db/schema';
import { ensureStripePrice } from './ensure-stripe-price';
import { callStripe } from './stripe-client';

export type TPlanChange = { to: 'free' } | { to: 'starter' } | { to: 'resume' };

/**
 * Tells Stripe what the local rules just decided (docs/product-rules.md R73), inside their transaction so a
 * refusal from Stripe leaves nothing changed here. A cancel is `cancel_at_period_end`. A downgrade is a
 * subscription schedule: the current price until the period end, then Starter (Stripe's documented way to
 * change a price at a period end, without proration); the schedule releases the subscription afterwards.
 * Resume undoes either. A subscription of the simulated provider is not Stripe's to hear about.
 */
export async function tellStripePlanChange(
  tx: TExecutor,
  opts: { stripe: Stripe; sub: TSubscriptionRow; change: TPlanChange; now: Date },
): Promise<void> {
  const { stripe, sub, change } = opts;
  if (sub.provider !== 'stripe' || !sub.providerSubscriptionId) return;
  const id = sub.providerSubscriptionId;
  const remote = await callStripe(() => stripe.subscriptions.retrieve(id));
  const scheduleId = remote.schedule
    ? typeof remote.schedule === 'string'
      ? remote.schedule
      : remote.schedule.id
    : null;
  const release = async () => {
    if (scheduleId) await callStripe(() => stripe.subscriptionSchedules.release(scheduleId));
  };
  const setCancel = async (cancel: boolean) => {
    if (remote.cancel_at_period_end !== cancel || (!cancel && remote.cancel_at != null)) {
      await callStripe(() =>
        stripe.subscriptions.update(
          id,
          cancel ? { cancel_at_period_end: true } : { cancel_at_period_end: false },
        ),
      );
    }
  };
  if (change.to === 'resume') {
    await release();
    await setCancel(false);
    return;
  }
  if (change.to === 'free') {
    await release();
    await setCancel(true);
    return;
  }
  await setCancel(false);
  const item = remote.items.data[0];
  if (!item) return;
  const starter = await ensureStripePrice(tx, stripe, 'starter', opts.now);
  const schedule =
    scheduleId ?? (await callStripe(() => stripe.subscriptionSchedules.create({ from_subscription: id }))).id;
  await callStripe(() =>
    stripe.subscriptionSchedules.update(schedule, {
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: item.price.id, quantity: 1 }],
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          proration_behavior: 'none',
        },
        {
          items: [{ price: starter, quantity: 1 }],
          duration: { interval: 'month', interval_count: 1 },
          proration_behavior: 'none',
        },
      ],
    }),
  );
}
