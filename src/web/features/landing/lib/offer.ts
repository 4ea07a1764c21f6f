import { intervalLabel } from '@shared/constants/intervals';
import type { TPlan } from '@shared/contracts/plans';
import { formatPlanPrice, joinWords } from '@shared/format';

/** Copy the marketing page states as ours to promise; every plan figure comes from GET /api/plans instead. */
export const OFFER = {
  setupMinutes: 5,
  supportResponse: 'within 24 hours',
} as const;

/**
 * The plan figures the copy quotes, read from the plans list (docs/product-rules.md R1, R3). A field is
 * undefined while the list loads, when the call failed or when no plan supplies it, and the copy then leaves
 * the figure out.
 */
export type TOfferFacts = {
  /** "1 competitor": the free plan's limit. */
  freeCompetitors?: string;
  /** "$19": the cheapest plan that costs anything. */
  lowestPaidPrice?: string;
  /** "daily on Free, twice daily on Starter and every 2 hours on Pro", cheapest plan first. */
  refresh?: string;
};

export function offerFacts(plans: readonly TPlan[] | undefined): TOfferFacts {
  if (!plans?.length) return {};
  const free = plans.find((p) => p.key === 'free');
  const paid = plans.filter((p) => p.price > 0);
  const cheapestPaid = paid.length ? paid.reduce((low, p) => (p.price < low.price ? p : low)) : undefined;
  return {
    freeCompetitors: free ? competitorsLabel(free.maxCompetitors) : undefined,
    lowestPaidPrice: cheapestPaid ? formatPlanPrice(cheapestPaid.price) : undefined,
    refresh: joinWords(plans.map((p) => `${intervalLabel(p.scrapingIntervalMinutes)} on ${p.name}`)),
  };
}

function competitorsLabel(count: number): string {
  return `${count} ${count === 1 ? 'competitor' : 'competitors'}`;
}
