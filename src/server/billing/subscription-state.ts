import { eq } from 'drizzle-orm';
import type { TBillingProvider, TSubscriptionStatus } from '@shared/contracts/billing';
import { planOf, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { subscriptions, users, type TSubscriptionRow } from '../db/schema';
import { activeCompetitors, toPause } from './competitor-slots';
import { planLimit } from './read-plan';

const seconds = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The user's subscription row; `lock` takes the row for the rest of the transaction. */
export async function readSubscription(
  db: TExecutor,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<TSubscriptionRow | null> {
  const q = db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Locks the user row: every billing change of one user runs one at a time (docs/product-rules.md R51). */
export async function lockUser(db: TExecutor, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username, plan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user ? { ...user, plan: planOf(user.plan) } : null;
}

/** Keeps the user row's plan and status in step with the subscription, in the caller's transaction. */
export async function setUserPlan(
  db: TExecutor,
  opts: { userId: string; plan: TPlanKey; status: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ subscriptionPlan: opts.plan, subscriptionStatus: opts.status, updatedAt: opts.now })
    .where(eq(users.id, opts.userId));
}

/** GET /api/subscription-status: plan, state, period and what a scheduled change will do. */
export async function subscriptionStatus(opts: {
  db: TExecutor;
  userId: string;
  provider: TBillingProvider;
}): Promise<TSubscriptionStatus> {
  const sub = await readSubscription(opts.db, opts.userId);
  if (!sub || sub.status === 'canceled') {
    // A plan on the user row with no subscription (seeded data, a grant) holds with no period and no card.
    const [user] = sub
      ? [null]
      : await opts.db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, opts.userId));
    const granted = planOf(user?.plan);
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
    const active = (await activeCompetitors(opts.db, opts.userId)).map((c) => c.id);
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
