import { PLAN_LABELS } from '@shared/constants/plans';
import type { TSubscriptionStatus } from '@shared/contracts/billing';
import { billingDate } from './billing-format';

export type TStatusTone = 'success' | 'warning' | 'destructive' | 'secondary';

/**
 * The subscription's state in a few words: "Active", "Past due" (with the next retry), "Cancels on {date}",
 * "Changes to Starter on {date}" (docs/product-rules.md R7, R26).
 */
export function subscriptionStateText(s: TSubscriptionStatus): {
  label: string;
  detail: string | null;
  tone: TStatusTone;
} {
  const end = s.currentPeriodEnd ? billingDate(s.currentPeriodEnd) : null;
  if (s.status === 'past_due') {
    return {
      label: 'Past due',
      detail: s.nextPaymentAttemptAt
        ? `Your last payment failed; we'll try your card again on ${billingDate(s.nextPaymentAttemptAt)}.`
        : 'Your last payment failed.',
      tone: 'destructive',
    };
  }
  if (s.scheduledPlan && end) {
    return s.scheduledPlan === 'free'
      ? { label: `Cancels on ${end}`, detail: null, tone: 'warning' }
      : { label: `Changes to ${PLAN_LABELS[s.scheduledPlan]} on ${end}`, detail: null, tone: 'warning' };
  }
  if (s.status === 'active') return { label: 'Active', detail: null, tone: 'success' };
  if (s.status === 'canceled') return { label: 'Canceled', detail: null, tone: 'secondary' };
  return { label: 'Free', detail: null, tone: 'secondary' };
}

/** A cancel or downgrade waits for the period end and can still be undone. */
export const isChangeScheduled = (s: TSubscriptionStatus) => !!s.scheduledPlan || s.cancelAtPeriodEnd;
