import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TPaymentIntent } from '@shared/contracts/billing';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TDb } from '../../db/client';
import { accountMembers, accounts, planConfigs, users } from '../../db/schema';
import type { TClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { reactivateCompetitors } from '../competitor-slots';
import { readPlan } from '../read-plan';
import { lockAccount, readSubscription } from '../subscription-state';
import { applyStripeSubscription } from './apply-stripe-subscription';
import { ensureStripePrice } from './ensure-stripe-price';
import { recordStripeInvoice } from './record-stripe-invoice';
import { callStripe } from './stripe-client';
import type { TBillingMail } from '../email-billing-event';

const EXPAND = ['latest_invoice.confirmation_secret', 'default_payment_method'];
const LIVE: Stripe.Subscription.Status[] = ['active', 'trialing', 'past_due', 'unpaid'];

/**
 * POST /api/create-payment-intent with Stripe in force (docs/product-rules.md R71). The amount is Stripe's
 * invoice for the plan_configs price. A first purchase: one Customer per user and a Subscription created
 * `default_incomplete`, answered with its first invoice's client secret for the Payment Element. An upgrade:
 * the item's price changed with `always_invoice` proration, charged at once to the card on file (clientSecret
 * null unless the bank asks the customer to confirm). The user row stays locked throughout and every create
 * carries an idempotency key derived from what it replaces, so two checkouts at once make one Customer and one
 * Subscription, and a retried one finds them.
 */
export async function createPaymentIntent(opts: {
  mail: TBillingMail;
  db: TDb;
  clock: TClock;
  stripe: Stripe;
  publishableKey: string;
  accountId: string;
  /** The owner paying: the Stripe customer's email when the account has none yet. */
  payerId: string;
  plan: 'starter' | 'pro';
  reactivateCompetitorIds?: string[];
}): Promise<TPaymentIntent> {
  const { db, stripe, accountId } = opts;
  const now = opts.clock.now();
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new AppError('unauthorized', 'Please sign in.');
    const target = await readPlan(tx, opts.plan);
    const priceId = await ensureStripePrice(tx, stripe, target.key, now);
    const [ids] = await tx
      .select({ customer: accounts.stripeCustomerId, subscription: accounts.stripeSubscriptionId })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const local = await readSubscription(tx, accountId);
    const knownSub =
      (local?.provider === 'stripe' && local.status !== 'canceled' ? local.providerSubscriptionId : null) ??
      ids?.subscription ??
      null;
    const existing = knownSub
      ? await callStripe(() => stripe.subscriptions.retrieve(knownSub, { expand: EXPAND }))
      : null;
    const answer = (sub: Stripe.Subscription, amount: number, clientSecret: string | null) => ({
      clientSecret,
      publishableKey: opts.publishableKey,
      amount,
      currency: 'usd',
      plan: opts.plan,
    });

    if (existing && LIVE.includes(existing.status)) {
      const item = existing.items.data[0]!;
      if (item.price.id === priceId) {
        throw new AppError('conflict', `You are already on the ${PLAN_LABELS[target.key]} plan.`);
      }
      const [current] = await tx
        .select({ price: planConfigs.price })
        .from(planConfigs)
        .where(eq(planConfigs.key, local?.plan ?? 'free'));
      if (existing.status !== 'active' || target.price <= (current?.price ?? item.price.unit_amount ?? 0)) {
        throw new AppError(
          'conflict',
          existing.status !== 'active'
            ? 'Your last payment failed: update your card in Manage billing before changing plan.'
            : 'To move to a cheaper plan, downgrade in Settings → Plan: the change takes effect at the end of your billing period.',
        );
      }
      if (existing.schedule) {
        const scheduleId = typeof existing.schedule === 'string' ? existing.schedule : existing.schedule.id;
        await callStripe(() => stripe.subscriptionSchedules.release(scheduleId));
      }
      const updated = await callStripe(() =>
        stripe.subscriptions.update(
          existing.id,
          {
            items: [{ id: item.id, price: priceId }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'pending_if_incomplete',
            expand: EXPAND,
          },
          { idempotencyKey: `rivalwatch-upgrade-${existing.id}-${item.price.id}-${priceId}` },
        ),
      );
      const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
      await applyStripeSubscription(tx, { sub: updated, stateAt: now, fresh: true, now, mail: opts.mail });
      if (invoice?.status === 'paid') {
        await recordStripeInvoice(tx, { invoice, outcome: 'paid', now, mail: opts.mail });
      }
      await reactivateCompetitors({
        db: tx,
        accountId: accountId,
        ids: opts.reactivateCompetitorIds ?? [],
        limit: target.maxCompetitors,
        now,
      });
      const secret = invoice?.status === 'open' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
      return answer(updated, invoice?.amount_due ?? 0, secret);
    }

    // A checkout started before and not paid yet: the same subscription (two tabs, a double click, a retry).
    if (existing?.status === 'incomplete') {
      const invoice = typeof existing.latest_invoice === 'object' ? existing.latest_invoice : null;
      const secret = invoice?.confirmation_secret?.client_secret ?? null;
      if (existing.items.data[0]?.price.id === priceId && secret) {
        return answer(existing, invoice!.amount_due, secret);
      }
      await callStripe(() => stripe.subscriptions.cancel(existing.id));
    }

    let customerId = ids?.customer ?? local?.providerCustomerId ?? null;
    if (!customerId) {
      // The customer is the account, reached at the address of the owner who pays first.
      const [payer] = await tx
        .select({ email: users.email })
        .from(users)
        .innerJoin(accountMembers, eq(accountMembers.userId, users.id))
        .where(and(eq(users.id, opts.payerId), eq(accountMembers.accountId, accountId)));
      const customer = await callStripe(() =>
        stripe.customers.create(
          { email: payer?.email, name: account.name, metadata: { accountId } },
          { idempotencyKey: `rivalwatch-customer-${accountId}` },
        ),
      );
      customerId = customer.id;
    }
    const created = await callStripe(() =>
      stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { accountId, plan: target.key },
          expand: EXPAND,
        },
        { idempotencyKey: `rivalwatch-subscription-${accountId}-${priceId}-after-${knownSub ?? 'none'}` },
      ),
    );
    await tx
      .update(accounts)
      .set({ stripeCustomerId: customerId, stripeSubscriptionId: created.id })
      .where(eq(accounts.id, accountId));
    const invoice = typeof created.latest_invoice === 'object' ? created.latest_invoice : null;
    const secret = invoice?.confirmation_secret?.client_secret ?? null;
    if (!invoice || !secret) {
      throw new AppError('unavailable', 'Stripe did not return a payment to confirm. Try again in a moment.');
    }
    return answer(created, invoice.amount_due, secret);
  });
}
