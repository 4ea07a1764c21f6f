import type { TPaidPlan } from '@shared/contracts/billing';
import type { TPlan } from '@shared/contracts/plans';
import { formatPlanPrice } from '@shared/format';
import { competitorCount } from './billing-format';
import { storesLabel } from './format-plan';

/** What each paid plan adds, by product rule (alert cadence R4; Slack and export R4, R6), not a figure. */
const HIGHLIGHTS: Record<TPaidPlan, string> = {
  starter: 'daily alerts',
  pro: 'Slack integration, CSV export',
};

/** "$19/month - 3 stores, daily alerts": price and limit from the plan's row (docs/product-rules.md R1). */
export function paymentHeadline(plan: TPlan & { key: TPaidPlan }): string {
  return `${formatPlanPrice(plan.price)}/month - ${storesLabel(plan)}, ${HIGHLIGHTS[plan.key]}`;
}

/**
 * What a plan leaves out, shown on its /pricing card: Free's limit from its row, and by product rule its weekly
 * digest (R4) and no Slack or webhooks (R4, R29). Paid plans list none.
 */
export function planLimitations(plan: Pick<TPlan, 'key' | 'maxCompetitors'>): string[] {
  if (plan.key !== 'free') return [];
  return [competitorCount(plan.maxCompetitors), 'Weekly alerts only', 'No integrations'];
}

const RANK = { free: 0, starter: 1, pro: 2 } as const;

export const isHigherPlan = (target: keyof typeof RANK, current: keyof typeof RANK) =>
  RANK[target] > RANK[current];

/** ?plan= of the payment pages: starter or pro, starter when missing or unknown. */
export function paidPlanParam(value: string | null): TPaidPlan {
  return value === 'pro' ? 'pro' : 'starter';
}
