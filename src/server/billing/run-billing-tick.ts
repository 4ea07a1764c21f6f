import { and, eq, lte, sql } from 'drizzle-orm';
import type { TPlanKey } from '@shared/constants/plans';
import type { TDb, TExecutor } from '../db/client';
import { payments, planConfigs, subscriptions, type TSubscriptionRow } from '../db/schema';
import { activatePlan } from './activate-plan';
import { nextPeriodEnd } from './billing-period';
import { chargeCardOnFile } from './charge-card-on-file';
import type { TBillingMail } from './email-billing-event';
import { pauseCompetitors } from './competitor-slots';
import { planLimit } from './read-plan';
import { recordBillingEvent } from './record-billing-event';
import { setAccountPlan } from './subscription-state';

/** Retries of a failed renewal, in days after the period end (docs/product-rules.md R26). */
export const RETRY_DAYS = [1, 3, 5] as const;
export const REMINDER_DAYS = 3;
const DAY = 24 * 60 * 60 * 1000;

export type TBillingTickResult = {
  renewed: number;
  failed: number;
  changed: number;
  fellToFree: number;
  reminded: number;
};

/**
 * The billing job (every minute): period ends of simulated subscriptions (scheduled changes applied, renewals
 * charged), dunning retries, and reminders 3 days before a renewal. Stripe renews its own subscriptions and
 * tells us by webhook. Each subscription is handled in its own transaction, its row taken with SKIP LOCKED, so
 * two workers never charge one twice and a crash leaves each subscription either done or untouched.
 */
export async function runBillingTick(opts: {
  db: TDb;
  now: Date;
  mail: TBillingMail;
}): Promise<TBillingTickResult> {
  const { db, now, mail } = opts;
  const result: TBillingTickResult = { renewed: 0, failed: 0, changed: 0, fellToFree: 0, reminded: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'simulated'),
            // Parenthesised whole: and() does not wrap its parts, and a bare OR would reach Stripe's past_due rows.
            sql`((${subscriptions.status} = 'active' AND ${subscriptions.currentPeriodEnd} <= ${now.toISOString()}::timestamptz)
              OR (${subscriptions.status} = 'past_due' AND ${subscriptions.nextAttemptAt} <= ${now.toISOString()}::timestamptz))`,
          ),
        )
        .orderBy(subscriptions.currentPeriodEnd)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!sub) return true;
      await settle(tx, sub, now, result, mail);
      return false;
    });
    if (done) break;
  }
  result.reminded = await queueReminders(db, now, mail);
  return result;
}

async function settle(
  tx: TExecutor,
  sub: TSubscriptionRow,
  now: Date,
  result: TBillingTickResult,
  mail: TBillingMail,
) {
  let plan: TPlanKey = sub.plan;
  if (sub.status === 'active' && sub.cancelAtPeriodEnd) {
    const target = sub.scheduledPlan ?? 'free';
    const limit = await planLimit(tx, target);
    const paused = await pauseCompetitors({
      db: tx,
      accountId: sub.accountId,
      keep: sub.keepCompetitorIds,
      limit,
      now,
    });
    result.changed++;
    if (target === 'free') {
      await fallToFree(tx, sub, now, { reason: 'canceled', paused }, mail);
      result.fellToFree++;
      return;
    }
    plan = target;
    await recordBillingEvent(tx, {
      id: `plan_changed:${sub.id}:${sub.currentPeriodEnd.getTime()}`,
      source: 'automation',
      mail: mail,
      type: 'plan_changed',
      accountId: sub.accountId,
      plan: target,
      status: 'processed',
      data: { from: sub.plan, to: target, paused },
      now,
    });
  }
  const [terms] = await tx
    .select({ price: planConfigs.price })
    .from(planConfigs)
    .where(eq(planConfigs.key, plan));
  const amount = terms?.price ?? 0;
  // A renewal pays for the period after the one that ended; dunning retries pay for that same period.
  const periodStart = sub.currentPeriodEnd;
  const periodEnd = nextPeriodEnd(sub.anchorAt, periodStart);
  const charge = chargeCardOnFile(sub.paymentMethodRef);
  const base = {
    accountId: sub.accountId,
    amount,
    plan,
    kind: 'renewal' as const,
    provider: 'simulated' as const,
    cardBrand: sub.cardBrand,
    cardLast4: sub.cardLast4,
    periodStart,
    periodEnd,
    createdAt: now,
  };
  if (charge.ok) {
    const [paid] = await tx
      .insert(payments)
      .values({ ...base, status: 'succeeded', providerPaymentId: charge.id })
      .returning();
    await activatePlan(tx, {
      accountId: sub.accountId,
      plan,
      provider: 'simulated',
      anchorAt: sub.anchorAt,
      periodStart,
      periodEnd,
      now,
    });
    await recordBillingEvent(tx, {
      id: `payment_success:${paid!.id}`,
      source: 'automation',
      mail: mail,
      type: 'payment_success',
      accountId: sub.accountId,
      amount,
      plan,
      status: 'pending',
      data: { kind: 'renewal', paymentId: paid!.id },
      now,
    });
    result.renewed++;
    return;
  }
  const [failed] = await tx
    .insert(payments)
    .values({ ...base, status: 'failed', failureReason: charge.reason })
    .returning();
  result.failed++;
  const attempts = sub.status === 'past_due' ? sub.failedAttempts + 1 : 1;
  const retryDays = RETRY_DAYS[attempts - 1];
  if (retryDays === undefined) {
    await fallToFree(tx, sub, now, { reason: 'payment_failed', paused: null }, mail);
    result.fellToFree++;
    return;
  }
  const nextAttemptAt = new Date(sub.currentPeriodEnd.getTime() + retryDays * DAY);
  // A scheduled change applied above is done: nothing is left scheduled while the card is retried.
  await tx
    .update(subscriptions)
    .set({
      plan,
      status: 'past_due',
      failedAttempts: attempts,
      nextAttemptAt,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      keepCompetitorIds: null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id));
  await setAccountPlan(tx, { accountId: sub.accountId, plan, status: 'past_due', now });
  await recordBillingEvent(tx, {
    id: `payment_failed:${failed!.id}`,
    source: 'automation',
    mail: mail,
    type: 'payment_failed',
    accountId: sub.accountId,
    amount,
    plan,
    status: 'pending',
    data: {
      kind: 'renewal',
      attempt: attempts,
      nextAttemptAt: nextAttemptAt.toISOString(),
      reason: charge.reason,
    },
    now,
  });
}

/** The end of a paid plan: Free, the competitors over Free's limit paused (newest first unless a keep list). */
export async function fallToFree(
  tx: TExecutor,
  sub: TSubscriptionRow,
  now: Date,
  why: { reason: 'canceled' | 'payment_failed'; paused: string[] | null },
  mail: TBillingMail,
) {
  const paused =
    why.paused ??
    (await pauseCompetitors({
      db: tx,
      accountId: sub.accountId,
      keep: null,
      limit: await planLimit(tx, 'free'),
      now,
    }));
  await tx
    .update(subscriptions)
    .set({
      status: 'canceled',
      plan: 'free',
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      keepCompetitorIds: null,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id));
  await setAccountPlan(tx, { accountId: sub.accountId, plan: 'free', status: 'canceled', now });
  await recordBillingEvent(tx, {
    id: `fell_to_free:${sub.id}:${sub.currentPeriodEnd.getTime()}`,
    source: 'automation',
    mail: mail,
    type: 'fell_to_free',
    accountId: sub.accountId,
    plan: sub.plan,
    status: 'pending',
    data: { reason: why.reason, paused },
    now,
  });
}

/** One reminder per period, 3 days before a renewal that will be charged (none for a plan set to cancel). */
async function queueReminders(db: TDb, now: Date, mail: TBillingMail): Promise<number> {
  const soon = new Date(now.getTime() + REMINDER_DAYS * DAY);
  const due = await db
    .select({
      id: subscriptions.id,
      accountId: subscriptions.accountId,
      plan: subscriptions.plan,
      end: subscriptions.currentPeriodEnd,
      scheduledPlan: subscriptions.scheduledPlan,
      cancel: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, soon),
        sql`${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz`,
        sql`NOT (${subscriptions.cancelAtPeriodEnd} AND coalesce(${subscriptions.scheduledPlan}, 'free') = 'free')`,
      ),
    );
  let reminded = 0;
  for (const s of due) {
    const plan = s.cancel && s.scheduledPlan ? s.scheduledPlan : s.plan;
    const [terms] = await db
      .select({ price: planConfigs.price })
      .from(planConfigs)
      .where(eq(planConfigs.key, plan));
    // The event and its email commit together (docs/product-rules.md R65).
    const fresh = await db.transaction((tx) =>
      recordBillingEvent(tx, {
        id: `payment_reminder:${s.id}:${s.end.getTime()}`,
        source: 'automation',
        mail: mail,
        type: 'payment_reminder',
        accountId: s.accountId,
        amount: terms?.price ?? null,
        plan,
        status: 'pending',
        data: { dueAt: s.end.toISOString() },
        now,
      }),
    );
    if (fresh) reminded++;
  }
  return reminded;
}
