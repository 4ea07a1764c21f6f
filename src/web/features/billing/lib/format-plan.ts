import type { TPlan } from '@shared/contracts/plans';

/** "$19" from 1900 cents; whole dollars drop the cents. */
export function planPrice(plan: Pick<TPlan, 'price'>): string {
  const dollars = plan.price / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

export function storesLabel(plan: Pick<TPlan, 'maxCompetitors'>): string {
  return `${plan.maxCompetitors} ${plan.maxCompetitors === 1 ? 'store' : 'stores'}`;
}
