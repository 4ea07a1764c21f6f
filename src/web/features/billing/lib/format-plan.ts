import type { TPlan } from '@shared/contracts/plans';

export function storesLabel(plan: Pick<TPlan, 'maxCompetitors'>): string {
  return `${plan.maxCompetitors} ${plan.maxCompetitors === 1 ? 'store' : 'stores'}`;
}
