import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDb } from '../../db/client';
import { accounts, subscriptions } from '../../db/schema';
import type { TLogger } from '../../lib/logger';
import { recordBillingEvent } from '../record-billing-event';
import { applyStripeSubscription } from './apply-stripe-subscription';
import { callStripe } from './stripe-client';
import type { TBillingMail } from '../email-billing-event';

export type TReconcileResult = { checked: number; repaired: number; failed: number };

/**
 * The nightly reconciliation (docs/product-rules.md R72): every Stripe subscription we know of (live rows, and
 * the last one each user started, paid or not) is re-read from Stripe and applied; whatever that changed was
 * drift (a lost or failed webhook) and is recorded as a `drift_repaired` event naming the changes.
 * One subscription at a time, each in its own transaction; one failure does not stop the rest.
 */
export async function reconcileStripeSubscriptions(opts: {
  mail: TBillingMail;
  db: TDb;
  stripe: Stripe;
  now: Date;
  log?: TLogger;
}): Promise<TReconcileResult> {
  const { db, stripe, now } = opts;
  const live = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'stripe'),
        isNotNull(subscriptions.providerSubscriptionId),
        ne(subscriptions.status, 'canceled'),
      ),
    );
  const started = await db
    .select({ id: accounts.stripeSubscriptionId })
    .from(accounts)
    .where(isNotNull(accounts.stripeSubscriptionId));
  const ids = [...new Set([...live, ...started].map((r) => r.id).filter((id): id is string => !!id))];
  const result: TReconcileResult = { checked: 0, repaired: 0, failed: 0 };
  for (const id of ids) {
    try {
      const sub = await callStripe(() =>
        stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }),
      );
      result.checked++;
      await db.transaction(async (tx) => {
        // Epoch: the object re-read is the truth, but no newer than any event already applied.
        const applied = await applyStripeSubscription(tx, {
          sub,
          stateAt: new Date(0),
          fresh: true,
          now,
          mail: opts.mail,
        });
        if (applied.outcome !== 'applied' || Object.keys(applied.changes).length === 0) return;
        result.repaired++;
        await recordBillingEvent(tx, {
          id: `drift_repaired:${id}:${now.getTime()}`,
          source: 'reconciliation',
          type: 'drift_repaired',
          accountId: applied.accountId,
          plan: sub.items.data[0]?.price.metadata?.plan ?? null,
          status: 'processed',
          data: { subscription: id, changes: applied.changes },
          now,
        });
      });
    } catch (err) {
      result.failed++;
      opts.log?.warn({ err, subscription: id }, 'stripe reconciliation: could not check a subscription');
    }
  }
  return result;
}
