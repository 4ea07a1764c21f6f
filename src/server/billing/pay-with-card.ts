import { and, eq } from 'drizzle-orm';
import type { TPaymentResult, TSimulatePaymentBody } from '@shared/contracts/billing';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TDb } from '../db/client';
import { paymentEvents, payments, planConfigs, type TPaymentRow } from '../db/schema';
import type { TClock } from '../lib/clock';
import { AppError } from '../lib/errors';
import { activatePlan } from './activate-plan';
import { addMonths, nextPeriodEnd, proratedUpgrade } from './billing-period';
import { checkCard } from './card-check';
import type { TBillingMail } from './email-billing-event';
import { reactivateCompetitors } from './competitor-slots';
import { readPlan } from './read-plan';
import { recordBillingEvent } from './record-billing-event';
import { lockAccount, readSubscription } from './subscription-state';
import { toPayment } from './to-payment';

export const DECLINED = 'Your card was declined.';

/**
 * POST /api/simulate-payment: the simulated provider's checkout (docs/product-rules.md R25, R26, R50–R52). The server
 * decides the amount from plan_configs: the full price for a new period, or the prorated difference for an
 * upgrade (the period end stays). The user row is locked, so two payments at once charge once; a retry with
 * the same Idempotency-Key answers the first payment's result.
 */
export async function payWithCard(opts: {
  db: TDb;
  clock: TClock;
  accountId: string;
  /** The owner who pays. */
  payerId: string;
  body: TSimulatePaymentBody;
  idempotencyKey: string | null;
  mail: TBillingMail;
}): Promise<TPaymentResult> {
  const { db, accountId, body } = opts;
  const now = opts.clock.now();
  const card = checkCard({ ...body, now });
  const outcome = await db.transaction(async (tx) => {
    const user = await lockAccount(tx, accountId);
    if (!user) throw new AppError('unauthorized', 'Please sign in.');
    if (opts.idempotencyKey) {
      const [prior] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.accountId, accountId), eq(payments.idempotencyKey, opts.idempotencyKey)));
      if (prior) return { paid: prior, reactivated: await reactivatedBy(tx, prior.id) };
    }
    const target = await readPlan(tx, body.plan);
    const sub = await readSubscription(tx, accountId);
    const live = sub && sub.status !== 'canceled' ? sub : null;
    if (live?.status === 'active' && live.plan === target.key) {
      throw new AppError('conflict', `You are already on the ${PLAN_LABELS[target.key]} plan.`);
    }
    let charge = { amount: target.price, start: now, end: addMonths(now, 1), anchor: now };
    let kind: 'initial' | 'upgrade' | 'renewal' = 'initial';
    if (live?.status === 'past_due' && live.plan === target.key) {
      // A new card for an overdue plan (the payment-failed email's link): it pays the period that went unpaid.
      kind = 'renewal';
      charge = {
        amount: target.price,
        start: live.currentPeriodEnd,
        end: nextPeriodEnd(live.anchorAt, live.currentPeriodEnd),
        anchor: live.anchorAt,
      };
    }
    if (live?.status === 'active') {
      const [current] = await tx
        .select({ price: planConfigs.price })
        .from(planConfigs)
        .where(eq(planConfigs.key, live.plan));
      const oldPrice = current?.price ?? 0;
      if (target.price <= oldPrice) {
        throw new AppError(
          'conflict',
          'To move to a cheaper plan, downgrade in Settings → Plan: the change takes effect at the end of your billing period.',
        );
      }
      kind = 'upgrade';
      charge = {
        ...charge,
        amount: proratedUpgrade({
          oldPrice,
          newPrice: target.price,
          periodStart: live.currentPeriodStart,
          periodEnd: live.currentPeriodEnd,
          now,
        }),
        start: live.currentPeriodStart,
        end: live.currentPeriodEnd,
        anchor: live.anchorAt,
      };
    }
    const base = {
      accountId,
      amount: charge.amount,
      plan: target.key,
      kind,
      provider: 'simulated' as const,
      cardBrand: card.brand,
      cardLast4: card.last4,
      periodStart: charge.start,
      periodEnd: charge.end,
      createdAt: now,
    };
    if (card.behaviour === 'declined') {
      const [failed] = await tx
        .insert(payments)
        .values({ ...base, status: 'failed', failureReason: DECLINED })
        .returning();
      await recordBillingEvent(tx, {
        id: `payment_failed:${failed!.id}`,
        source: 'automation',
        mail: opts.mail,
        type: 'payment_failed',
        accountId,
        amount: charge.amount,
        plan: target.key,
        status: 'pending',
        data: { kind, reason: DECLINED },
        now,
      });
      return { declined: failed! };
    }
    const [paid] = await tx
      .insert(payments)
      .values({
        ...base,
        status: 'succeeded',
        idempotencyKey: opts.idempotencyKey,
        providerPaymentId: `sim_ch_${crypto.randomUUID()}`,
      })
      .returning();
    await activatePlan(tx, {
      accountId,
      actorId: opts.payerId,
      plan: target.key,
      provider: 'simulated',
      anchorAt: charge.anchor,
      periodStart: charge.start,
      periodEnd: charge.end,
      card: {
        brand: card.brand,
        last4: card.last4,
        paymentMethodRef: `sim_pm_${card.behaviour}_${card.last4}`,
      },
      now,
    });
    const reactivated = await reactivateCompetitors({
      db: tx,
      accountId: accountId,
      ids: body.reactivateCompetitorIds ?? [],
      limit: target.maxCompetitors,
      now,
    });
    await recordBillingEvent(tx, {
      id: `payment_success:${paid!.id}`,
      source: 'automation',
      mail: opts.mail,
      type: 'payment_success',
      accountId,
      amount: charge.amount,
      plan: target.key,
      status: 'pending',
      data: { kind, paymentId: paid!.id, reactivatedCount: reactivated },
      now,
    });
    return { paid: paid!, reactivated };
  });
  if ('declined' in outcome) {
    throw new AppError('payment_required', DECLINED, { extra: { error: 'card_declined' } });
  }
  return paymentResult(outcome.paid, outcome.reactivated);
}

function paymentResult(paid: TPaymentRow, reactivated: number): TPaymentResult {
  const plan = paid.plan === 'pro' ? 'pro' : 'starter';
  return {
    success: true,
    message:
      `You've upgraded to ${PLAN_LABELS[plan]} plan` +
      (reactivated ? ` and reactivated ${reactivated} competitor${reactivated === 1 ? '' : 's'}` : ''),
    plan,
    reactivatedCount: reactivated,
    payment: toPayment(paid),
  };
}

async function reactivatedBy(
  db: Parameters<typeof recordBillingEvent>[0],
  paymentId: string,
): Promise<number> {
  const [e] = await db
    .select({ data: paymentEvents.data })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, `payment_success:${paymentId}`));
  return Number(e?.data?.reactivatedCount ?? 0);
}
