import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../../db/client';
import { accounts, subscriptions, type TSubscriptionRow } from '../../db/schema';
import { activatePlan } from '../activate-plan';
import { pauseCompetitors } from '../competitor-slots';
import { planLimit } from '../read-plan';
import type { TBillingMail } from '../email-billing-event';
import { recordBillingEvent } from '../record-billing-event';
import { fallToFree } from '../run-billing-tick';
import { lockAccount, readSubscription, setAccountPlan } from '../subscription-state';
import { planOfPrice } from './ensure-stripe-price';

const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;
const fromSeconds = (s: number) => new Date(s * 1000);

export type TDrift = Record<string, { from: unknown; to: unknown }>;

export type TApplyResult =
  | { outcome: 'applied'; accountId: string; changes: TDrift }
  | { outcome: 'stale'; accountId: string }
  | { outcome: 'ignored'; accountId: string | null; reason: string };

/** The account a Stripe object belongs to: by our stored subscription or customer id, else the metadata we set. */
export async function findStripeAccount(
  db: TExecutor,
  ids: { subscriptionId?: string | null; customerId?: string | null; accountId?: string | null },
): Promise<string | null> {
  if (ids.subscriptionId) {
    const [s] = await db
      .select({ accountId: subscriptions.accountId })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, ids.subscriptionId));
    if (s) return s.accountId;
  }
  const conds = [
    ids.subscriptionId ? eq(accounts.stripeSubscriptionId, ids.subscriptionId) : null,
    ids.customerId ? eq(accounts.stripeCustomerId, ids.customerId) : null,
    ids.accountId && /^[0-9a-f-]{36}$/i.test(ids.accountId) ? eq(accounts.id, ids.accountId) : null,
  ].filter((c) => c !== null);
  if (conds.length === 0) return null;
  const [a] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(...conds))
    .limit(1);
  return a?.id ?? null;
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
  const accountId = await findStripeAccount(tx, {
    subscriptionId: sub.id,
    customerId,
    // Objects made before accounts paid name the founding user, whose id the account has (migration 0030).
    accountId: sub.metadata?.accountId ?? sub.metadata?.userId ?? null,
  });
  if (!accountId) return { outcome: 'ignored', accountId: null, reason: 'no user has this subscription' };
  await lockAccount(tx, accountId);
  const local = await readSubscription(tx, accountId);
  const same = local?.providerSubscriptionId === sub.id;
  const status = LOCAL_STATUS[sub.status];
  const localLive = local && local.status !== 'canceled';
  if (!same && localLive && status !== 'active' && status !== 'past_due') {
    // A late word about another (older, or never paid) subscription of a user whose live one is this row.
    return { outcome: 'ignored', accountId, reason: 'not the subscription in force' };
  }
  if (same && !opts.fresh && local.providerStateAt && opts.stateAt <= local.providerStateAt) {
    return { outcome: 'stale', accountId };
  }
  const stateAt =
    same && local.providerStateAt && local.providerStateAt > opts.stateAt
      ? local.providerStateAt
      : opts.stateAt;
  await tx
    .update(accounts)
    .set({ stripeCustomerId: customerId, stripeSubscriptionId: sub.id })
    .where(eq(accounts.id, accountId));
  if (!status) {
    // incomplete / incomplete_expired: not paid yet, nothing to put the user on.
    return { outcome: 'ignored', accountId, reason: `subscription is ${sub.status}` };
  }
  const before = view(local);
  if (status === 'canceled') {
    if (!local || !same || local.status === 'canceled') {
      if (same)
        await tx
          .update(subscriptions)
          .set({ providerStateAt: stateAt })
          .where(eq(subscriptions.id, local.id));
      return { outcome: 'applied', accountId, changes: {} };
    }
    const keep = local.scheduledPlan === 'free' ? local.keepCompetitorIds : null;
    const paused = await pauseCompetitors({
      db: tx,
      accountId: accountId,
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
    return {
      outcome: 'applied',
      accountId,
      changes: diff(before, view(await readSubscription(tx, accountId))),
    };
  }

  const item = sub.items.data[0];
  if (!item) return { outcome: 'ignored', accountId, reason: 'subscription has no item' };
  const plan: TPlanKey = (await planOfPrice(tx, item.price)) ?? local?.plan ?? 'free';
  if (plan === 'free') return { outcome: 'ignored', accountId, reason: `unknown price ${item.price.id}` };
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
      accountId: accountId,
      keep: chosen,
      limit: await planLimit(tx, plan),
      now,
    });
    await recordBillingEvent(tx, {
      id: `plan_changed:${local.id}:${periodStart.getTime()}`,
      source: 'automation',
      type: 'plan_changed',
      accountId,
      plan,
      status: 'processed',
      data: { from: local.plan, to: plan, paused },
      now,
      mail: opts.mail,
    });
  }
  const pm = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
  await activatePlan(tx, {
    accountId,
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
    .where(eq(subscriptions.accountId, accountId));
  if (status !== 'active') await setAccountPlan(tx, { accountId, plan, status, now });
  return {
    outcome: 'applied',
    accountId,
    changes: diff(before, view(await readSubscription(tx, accountId))),
  };
}
