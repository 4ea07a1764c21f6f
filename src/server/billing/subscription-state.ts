import { eq } from 'drizzle-orm';
import type { TBillingProvider, TSubscriptionStatus } from '@shared/contracts/billing';
import { planOf, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { accounts, subscriptions, type TSubscriptionRow } from '../db/schema';
import { recordActivity } from '../account/record-activity';
import { activeCompetitors, toPause } from './competitor-slots';
import { planLimit } from './read-plan';

const seconds = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The account's subscription row; `lock` takes the row for the rest of the transaction. */
export async function readSubscription(
  db: TExecutor,
  accountId: string,
  opts: { lock?: boolean } = {},
): Promise<TSubscriptionRow | null> {
  const q = db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Locks the account row: every billing change of one account runs one at a time, whichever owner makes it
 * (docs/product-rules.md R51).
 */
export async function lockAccount(db: TExecutor, accountId: string) {
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name, plan: accounts.subscriptionPlan })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return account ? { ...account, plan: planOf(account.plan) } : null;
}

/**
 * Keeps the account row's plan and status in step with the subscription, in the caller's transaction, and records
 * a change of either in the account's activity (docs/product-rules.md R24): by the owner who paid, or by nobody
 * (null) when the period end, a failed renewal or the provider changed it.
 */
export async function setAccountPlan(
  db: TExecutor,
  opts: { accountId: string; plan: TPlanKey; status: string; now: Date; actorId?: string | null },
): Promise<void> {
  const [before] = await db
    .select({ plan: accounts.subscriptionPlan, status: accounts.subscriptionStatus })
    .from(accounts)
    .where(eq(accounts.id, opts.accountId));
  if (!before) return;
  if (before.plan === opts.plan && before.status === opts.status) return;
  await db
    .update(accounts)
    .set({ subscriptionPlan: opts.plan, subscriptionStatus: opts.status })
    .where(eq(accounts.id, opts.accountId));
  await recordActivity({
    db,
    accountId: opts.accountId,
    actorId: opts.actorId ?? null,
    action: 'plan.change',
    subjectType: 'plan',
    subjectId: opts.plan,
    before: { plan: planOf(before.plan), status: before.status },
    after: { plan: opts.plan, status: opts.status },
    now: opts.now,
  });
}

/** GET /api/subscription-status: plan, state, period and what a scheduled change will do. */
export async function subscriptionStatus(opts: {
  db: TExecutor;
  accountId: string;
  provider: TBillingProvider;
}): Promise<TSubscriptionStatus> {
  const sub = await readSubscription(opts.db, opts.accountId);
  if (!sub || sub.status === 'canceled') {
    // A plan on the account row with no subscription (seeded data, a grant) holds with no period and no card.
    const [account] = sub
      ? [null]
      : await opts.db
          .select({ plan: accounts.subscriptionPlan })
          .from(accounts)
          .where(eq(accounts.id, opts.accountId));
    const granted = planOf(account?.plan);
    return {
      plan: granted,
      status: sub ? 'canceled' : granted === 'free' ? 'free' : 'active',
      currentPeriodEnd: null,
      currentPeriodStart: null,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      competitorsToPause: 0,
      nextPaymentAttemptAt: null,
      card: sub?.cardLast4 ? { brand: sub.cardBrand ?? 'card', last4: sub.cardLast4 } : null,
      provider: opts.provider,
    };
  }
  let competitorsToPause = 0;
  if (sub.cancelAtPeriodEnd && sub.scheduledPlan) {
    const active = (await activeCompetitors(opts.db, opts.accountId)).map((c) => c.id);
    competitorsToPause = toPause(active, sub.keepCompetitorIds, await planLimit(opts.db, sub.scheduledPlan));
  }
  return {
    plan: sub.plan,
    status: sub.status,
    currentPeriodEnd: seconds(sub.currentPeriodEnd),
    currentPeriodStart: seconds(sub.currentPeriodStart),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    scheduledPlan: sub.cancelAtPeriodEnd ? (sub.scheduledPlan ?? 'free') : null,
    competitorsToPause,
    nextPaymentAttemptAt: sub.status === 'past_due' ? seconds(sub.nextAttemptAt) : null,
    card: sub.cardLast4 ? { brand: sub.cardBrand ?? 'card', last4: sub.cardLast4 } : null,
    provider: opts.provider,
  };
}
