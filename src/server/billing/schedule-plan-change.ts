import type { TPlanChangeResult } from '@shared/contracts/billing';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TDb, TExecutor } from '../db/client';
import { subscriptions, type TSubscriptionRow } from '../db/schema';
import type { TClock } from '../lib/clock';
import { recordActivity } from '../account/record-activity';
import { AppError } from '../lib/errors';
import { eq } from 'drizzle-orm';
import { activeCompetitors } from './competitor-slots';
import type { TBillingMail } from './email-billing-event';
import { planLimit } from './read-plan';
import { recordBillingEvent } from './record-billing-event';
import { lockAccount, readSubscription } from './subscription-state';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * POST /api/cancel-subscription (target free) and /api/downgrade-subscription (target starter): recorded now,
 * applied at the period end (docs/product-rules.md R7). When the user's active competitors exceed the new
 * limit the answer is 409 with the list to choose from, until keepCompetitorIds names the ones to keep.
 */
export async function schedulePlanChange(opts: {
  db: TDb;
  clock: TClock;
  accountId: string;
  /** The owner who asks, for the account's activity. */
  actorId: string;
  target: 'free' | 'starter';
  keepCompetitorIds?: string[];
  mail: TBillingMail;
  /** Tells the provider (Stripe) once the local rules accept the change; a refusal undoes it. */
  tellProvider?: (tx: TExecutor, sub: TSubscriptionRow) => Promise<void>;
}): Promise<TPlanChangeResult> {
  const { db, accountId, target } = opts;
  const now = opts.clock.now();
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, accountId))) throw new AppError('unauthorized', 'Please sign in.');
    const sub = await readSubscription(tx, accountId);
    if (!sub || sub.status === 'canceled') {
      throw new AppError('conflict', 'You are on the Free plan: there is no subscription to change.');
    }
    if (target === 'starter' && sub.plan !== 'pro') {
      throw new AppError('conflict', 'Only the Pro plan can be downgraded to Starter.');
    }
    const newLimit = await planLimit(tx, target);
    const active = await activeCompetitors(tx, accountId);
    let keep: string[] | null = null;
    if (active.length > newLimit) {
      if (!opts.keepCompetitorIds) {
        throw new AppError(
          'conflict',
          `The ${PLAN_LABELS[target]} plan allows ${plural(newLimit, 'competitor')}. Choose which to keep.`,
          { extra: { requiresSelection: true, competitors: active, newLimit } },
        );
      }
      keep = [...new Set(opts.keepCompetitorIds)];
      const activeIds = new Set(active.map((c) => c.id));
      if (keep.length === 0 || keep.some((id) => !activeIds.has(id))) {
        throw new AppError('bad_request', 'Choose competitors to keep from your active competitors.', {
          details: [{ field: 'keepCompetitorIds', message: 'Keep at least one of your active competitors.' }],
        });
      }
      if (keep.length > newLimit) {
        throw new AppError('bad_request', `Choose at most ${plural(newLimit, 'competitor')} to keep.`, {
          details: [
            { field: 'keepCompetitorIds', message: `At most ${newLimit} on ${PLAN_LABELS[target]}.` },
          ],
        });
      }
    }
    await opts.tellProvider?.(tx, sub);
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, scheduledPlan: target, keepCompetitorIds: keep, updatedAt: now })
      .where(eq(subscriptions.accountId, accountId));
    const paused = keep ? active.filter((c) => !keep.includes(c.id)) : [];
    const when = sub.currentPeriodEnd;
    await recordActivity({
      db: tx,
      accountId,
      actorId: opts.actorId,
      action: target === 'free' ? 'plan.cancel' : 'plan.downgrade',
      subjectType: 'plan',
      subjectId: sub.plan,
      before: { plan: sub.plan, scheduledPlan: sub.cancelAtPeriodEnd ? sub.scheduledPlan : null },
      after: { plan: sub.plan, scheduledPlan: target, effectiveAt: when.toISOString() },
      now,
    });
    await recordBillingEvent(tx, {
      id: `${target === 'free' ? 'subscription_cancelled' : 'downgrade_scheduled'}:${sub.id}:${now.getTime()}`,
      source: 'automation',
      mail: opts.mail,
      type: target === 'free' ? 'subscription_cancelled' : 'downgrade_scheduled',
      accountId,
      plan: sub.plan,
      status: 'pending',
      data: { scheduledPlan: target, effectiveAt: when.toISOString(), pause: paused.map((c) => c.name) },
      now,
    });
    const date = when.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const pauseText = paused.length
      ? ` ${plural(paused.length, 'competitor')} will be paused on ${date}.`
      : '';
    return {
      success: true,
      message:
        target === 'free'
          ? `Your ${PLAN_LABELS[sub.plan]} plan stays active until ${date}, then moves to Free.${pauseText}`
          : `Your plan changes to Starter on ${date}.${pauseText}`,
      plan: sub.plan,
      scheduledPlan: target,
      effectiveAt: Math.floor(when.getTime() / 1000),
      competitorsToPause: paused.length,
      competitorNamesToPause: paused.map((c) => c.name),
    };
  });
}

/** POST /api/billing/resume: undoes a scheduled cancel or downgrade before the period ends. */
export async function resumeSubscription(opts: {
  db: TDb;
  clock: TClock;
  accountId: string;
  /** The owner who asks, for the account's activity. */
  actorId: string;
  mail: TBillingMail;
  tellProvider?: (tx: TExecutor, sub: TSubscriptionRow) => Promise<void>;
}): Promise<void> {
  const now = opts.clock.now();
  await opts.db.transaction(async (tx) => {
    await lockAccount(tx, opts.accountId);
    const sub = await readSubscription(tx, opts.accountId);
    if (!sub || sub.status === 'canceled' || !sub.cancelAtPeriodEnd) {
      throw new AppError('conflict', 'Nothing is scheduled to change on your plan.');
    }
    await opts.tellProvider?.(tx, sub);
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, scheduledPlan: null, keepCompetitorIds: null, updatedAt: now })
      .where(eq(subscriptions.accountId, opts.accountId));
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.actorId,
      action: 'plan.resume',
      subjectType: 'plan',
      subjectId: sub.plan,
      before: { plan: sub.plan, scheduledPlan: sub.scheduledPlan ?? 'free' },
      after: { plan: sub.plan, scheduledPlan: null },
      now,
    });
    await recordBillingEvent(tx, {
      id: `subscription_resumed:${sub.id}:${now.getTime()}`,
      source: 'automation',
      mail: opts.mail,
      type: 'subscription_resumed',
      accountId: opts.accountId,
      plan: sub.plan,
      status: 'processed',
      now,
    });
  });
}
