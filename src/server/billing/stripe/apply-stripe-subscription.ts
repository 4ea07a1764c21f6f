import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../../db/client';
import { subscriptions, users, type TSubscriptionRow } from '../../db/schema';
import { activatePlan } from '../activate-plan';
import { pauseCompetitors } from '../competitor-slots';
import { planLimit } from '../read-plan';
import type { TBillingMail } from '../email-billing-event';
import { recordBillingEvent } from '../record-billing-event';
import { fallToFree } from '../run-billing-tick';
import { lockUser, readSubscription, setUserPlan } from '../subscription-state';
import { planOfPrice } from './ensure-stripe-price';

const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;
const fromSeconds = (s: number) => new Date(s * 1000);

export type TDrift = Record<string, { from: unknown; to: unknown }>;

export type TApplyResult =
  | { outcome: 'applied'; userId: string; changes: TDrift }
  | { outcome: 'stale'; userId: string }
  | { outcome: 'ignored'; userId: string | null; reason: string };

/** The user a Stripe object belongs to: by our stored subscription or customer id, else the metadata we set. */
export async function findStripeUser(
  db: TExecutor,
  ids: { subscriptionId?: string | null; customerId?: string | null; userId?: string | null },
): Promise<string | null> {
  if (ids.subscriptionId) {
    const [s] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, ids.subscriptionId));
    if (s) return s.userId;
  }
  const conds = [
    ids.subscriptionId ? eq(users.stripeSubscriptionId, ids.subscriptionId) : null,
    ids.customerId ? eq(users.stripeCustomerId, ids.customerId) : null,
    ids.userId && /^[0-9a-f-]{36}$/i.test(ids.userId) ? eq(users.id, ids.userId) : null,
  ].filter((c) => c !== null);
  if (conds.length === 0) return null;
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...conds))
    .limit(1);
  return u?.id ?? null;
}

const LOCAL_STATUS: Partial<Record<Stripe.Subscription.Status, 'active' | 'past_due' | 'canceled'>> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
};

function view(row: TSubscriptionRow | null) {
  return row
    ? {
        status: row.status,
        plan: row.plan,
        currentPeriodStart: row.currentPeriodStart.toISOString(),
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        scheduledPlan: row.scheduledPlan,
        providerSubscriptionId: row.providerSubscriptionId,
      }
    : {};
}

function diff(before: Record<string, unknown>, after: Record<string, unknown>): TDrift {
  const out: TDrift = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[k] !== after[k]) out[k] = { from: before[k] ?? null, to: after[k] ?? null };
  }
  return out;
}

/**
 * Applies a Stripe Subscription to the user's subscription row, in the caller's transaction
 * (docs/product-rules.md R72). `stateAt` is the object's own time: an event's `created`, or, for an object just
 * re-read from Stripe (`fresh`), the newest time seen. A snapshot no newer than the state applied last answers
 * 'stale' and changes nothing; the caller re-reads the subscription from Stripe and applies that. State only ever
 * moves forward: a late event cannot undo a newer one.
 */
export async function applyStripeSubscription(
  tx: TExecutor,
  opts: { sub: Stripe.Subscription; stateAt: Date; fresh: boolean; now: Date; mail: TBillingMail },
): Promise<TApplyResult> {
  const { sub, now } = opts;
  const customerId = idOf(sub.customer);
  const userId = await findStripeUser(tx, {
    subscriptionId: sub.id,
    customerId,
    userId: sub.metadata?.userId ?? null,
  });
  if (!userId) return { outcome: 'ignored', userId: null, reason: 'no user has this subscription' };
  await lockUser(tx, userId);
  const local = await readSubscription(tx, userId);
  const same = local?.providerSubscriptionId === sub.id;
  const status = LOCAL_STATUS[sub.status];
  const localLive = local && local.status !== 'canceled';
  if (!same && localLive && status !== 'active' && status !== 'past_due') {
    // A late word about another (older, or never paid) subscription of a user whose live one is this row.
    return { outcome: 'ignored', userId, reason: 'not the subscription in force' };
  }
  if (same && !opts.fresh && local.providerStateAt && opts.stateAt <= local.providerStateAt) {
    return { outcome: 'stale', userId };
  }
  const stateAt =
    same && local.providerStateAt && local.providerStateAt > opts.stateAt
      ? local.providerStateAt
      : opts.stateAt;
  await tx
    .update(users)
    .set({ stripeCustomerId: customerId, stripeSubscriptionId: sub.id })
    .where(eq(users.id, userId));
  if (!status) {
    // incomplete / incomplete_expired: not paid yet, nothing to put the user on.
    return { outcome: 'ignored', userId, reason: `subscription is ${sub.status}` };
  }
  const before = view(local);
  if (status === 'canceled') {
    if (!local || !same || local.status === 'canceled') {
      if (same)
        await tx
          .update(subscriptions)
          .set({ providerStateAt: stateAt })
          .where(eq(subscriptions.id, local.id));
      return { outcome: 'applied', userId, changes: {} };
    }
    const keep = local.scheduledPlan === 'free' ? local.keepCompetitorIds : null;
    const paused = await pauseCompetitors({
      db: tx,
      accountId: userId,
      keep,
      limit: await planLimit(tx, 'free'),
      now,
    });
    await fallToFree(
      tx,
      local,
      now,
      {
        reason: local.cancelAtPeriodEnd ? 'canceled' : 'payment_failed',
        paused,
      },
      opts.mail,
    );
    await tx.update(subscriptions).set({ providerStateAt: stateAt }).where(eq(subscriptions.id, local.id));
    return { outcome: 'applied', userId, changes: diff(before, view(await readSubscription(tx, userId))) };
  }

  const item = sub.items.data[0];
  if (!item) return { outcome: 'ignored', userId, reason: 'subscription has no item' };
  const plan: TPlanKey = (await planOfPrice(tx, item.price)) ?? local?.plan ?? 'free';
  if (plan === 'free') return { outcome: 'ignored', userId, reason: `unknown price ${item.price.id}` };
  const periodStart = fromSeconds(item.current_period_start);
  const periodEnd = fromSeconds(item.current_period_end);
  // A cancel set in Stripe (ours or the Customer Portal's); a downgrade lives in a subscription schedule.
  const cancel = sub.cancel_at_period_end || sub.cancel_at != null;
  const scheduledPlan: TPlanKey | null = cancel
    ? 'free'
    : sub.schedule && same && local.scheduledPlan === 'starter' && plan === 'pro'
      ? 'starter'
      : null;
  const keep =
    same && scheduledPlan && local.scheduledPlan === scheduledPlan ? local.keepCompetitorIds : null;

  // A plan that went down at a period end (a scheduled downgrade): competitors beyond its limit are paused.
  if (
    same &&
    localLive &&
    local.plan !== plan &&
    (await planLimit(tx, plan)) < (await planLimit(tx, local.plan))
  ) {
    const chosen = local.scheduledPlan === plan ? local.keepCompetitorIds : null;
    const paused = await pauseCompetitors({
      db: tx,
      accountId: userId,
      keep: chosen,
      limit: await planLimit(tx, plan),
      now,
    });
    await recordBillingEvent(tx, {
      id: `plan_changed:${local.id}:${periodStart.getTime()}`,
      source: 'automation',
      type: 'plan_changed',
      userId,
      plan,
      status: 'processed',
      data: { from: local.plan, to: plan, paused },
      now,
      mail: opts.mail,
    });
  }
  const pm = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
  await activatePlan(tx, {
    userId,
    plan,
    provider: 'stripe',
    anchorAt: fromSeconds(sub.billing_cycle_anchor),
    periodStart,
    periodEnd,
    card: pm?.card ? { brand: pm.card.brand, last4: pm.card.last4, paymentMethodRef: pm.id } : null,
    providerCustomerId: customerId,
    providerSubscriptionId: sub.id,
    providerStateAt: stateAt,
    now,
  });
  await tx
    .update(subscriptions)
    .set({ status, cancelAtPeriodEnd: scheduledPlan !== null, scheduledPlan, keepCompetitorIds: keep })
    .where(eq(subscriptions.userId, userId));
  if (status !== 'active') await setUserPlan(tx, { userId, plan, status, now });
  return { outcome: 'applied', userId, changes: diff(before, view(await readSubscription(tx, userId))) };
}
