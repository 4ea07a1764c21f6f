import { intervalLabel } from '@shared/constants/intervals';
import { PLAN_KEYS, PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import type { TPlan } from '@shared/contracts/plans';
import { formatPlanPrice, joinWords } from '@shared/format';

/**
 * Plan wording for the help pages. Prices, limits and refresh intervals come from GET /api/plans
 * (docs/product-rules.md R1, R3); every helper taking `plans` answers undefined while that list is unknown,
 * and the copy then says the same thing without the figure.
 */
export type TPlans = readonly TPlan[] | undefined;

/**
 * Alert delivery per plan (docs/product-rules.md R4): a product rule, not a figure stored in plan_configs.
 */
export const ALERT_CADENCE: Record<TPlanKey, string> = {
  free: 'a weekly digest',
  starter: 'a daily digest',
  pro: 'instant alerts',
};

/** The plan's name from the list, else its standard label: names carry no figure, so they never wait. */
export function planName(plans: TPlans, key: TPlanKey): string {
  return plans?.find((p) => p.key === key)?.name ?? PLAN_LABELS[key];
}

export function competitorsLabel(count: number): string {
  return `${count} ${count === 1 ? 'competitor' : 'competitors'}`;
}

/** "1 competitor": the free plan's limit. */
export function freeCompetitors(plans: TPlans): string | undefined {
  const free = plans?.find((p) => p.key === 'free');
  return free ? competitorsLabel(free.maxCompetitors) : undefined;
}

/** "$19": the price of the cheapest plan that costs anything. */
export function lowestPaidPrice(plans: TPlans): string | undefined {
  const paid = plans?.filter((p) => p.price > 0) ?? [];
  if (!paid.length) return undefined;
  return formatPlanPrice(paid.reduce((low, p) => (p.price < low.price ? p : low)).price);
}

/** "daily on Free, twice daily on Starter and every 2 hours on Pro", in the list's order (cheapest first). */
export function refreshByPlan(plans: TPlans): string | undefined {
  if (!plans?.length) return undefined;
  return joinWords(plans.map((p) => `${intervalLabel(p.scrapingIntervalMinutes)} on ${p.name}`));
}

/** "1 competitor on Free, 3 on Starter and 10 on Pro". */
export function limitsByPlan(plans: TPlans): string | undefined {
  if (!plans?.length) return undefined;
  return joinWords(
    plans.map((p, i) => `${i === 0 ? competitorsLabel(p.maxCompetitors) : p.maxCompetitors} on ${p.name}`),
  );
}

/** "Free is $0 for 1 competitor, with no credit card needed. Starter is $19 per month for 3 competitors and …". */
export function pricesByPlan(plans: TPlans): string | undefined {
  if (!plans?.length) return undefined;
  const free = plans.filter((p) => p.price === 0);
  const paid = plans.filter((p) => p.price > 0);
  const sentences = [
    ...free.map(
      (p) =>
        `${p.name} is ${formatPlanPrice(p.price)} for ${competitorsLabel(p.maxCompetitors)}, with no credit card needed.`,
    ),
    paid.length
      ? `${joinWords(
          paid.map(
            (p) =>
              `${p.name} is ${formatPlanPrice(p.price)} per month for ${competitorsLabel(p.maxCompetitors)}`,
          ),
        )}.`
      : '',
  ];
  return sentences.filter(Boolean).join(' ');
}

/** "a weekly digest on Free, a daily digest on Starter, instant alerts on Pro". */
export function alertsByPlan(plans: TPlans): string {
  return PLAN_KEYS.map((key) => `${ALERT_CADENCE[key]} on ${planName(plans, key)}`).join(', ');
}
