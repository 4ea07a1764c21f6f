import { PLAN_LABELS } from '@shared/constants/plans';
import {
  ZRequiresSelection,
  type TPlanChangeResult,
  type TRequiresSelection,
} from '@shared/contracts/billing';
import { ApiError } from '@web/lib/api-client';
import { billingDate, competitorCount } from './billing-format';

/** The 409 of a cancel or downgrade that would leave more competitors than the new plan allows. */
export function selectionRequired(err: unknown): TRequiresSelection | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const parsed = ZRequiresSelection.safeParse(err.body);
  return parsed.success ? parsed.data : null;
}

/**
 * The success toast's description: the change waits for the period end, and it says how many competitors will
 * be paused then and on which date (docs/product-rules.md R7).
 */
export function planChangeDescription(result: TPlanChangeResult): string {
  const date = billingDate(result.effectiveAt);
  const paused =
    result.competitorsToPause > 0
      ? `${competitorCount(result.competitorsToPause)} will be paused on ${date}`
      : 'no competitor will be paused';
  return `You keep ${PLAN_LABELS[result.plan]} until ${date}; then you move to ${
    PLAN_LABELS[result.scheduledPlan]
  } and ${paused}.`;
}
