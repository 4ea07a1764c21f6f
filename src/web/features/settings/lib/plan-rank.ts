import type { TPlanKey } from '@shared/constants/plans';

const RANK: Record<TPlanKey, number> = { free: 0, starter: 1, pro: 2 };

export const isHigherPlan = (target: TPlanKey, current: TPlanKey) => RANK[target] > RANK[current];
