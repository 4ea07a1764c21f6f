import type { TPlanKey } from '@shared/constants/plans';

/** The paid plans of customer.md §9 as the Plan tab offers them. */
export const UPGRADE_PLANS = [
  {
    key: 'starter',
    price: '$19',
    stores: 3,
    features: ['3 competitor stores', 'Daily price alerts', 'Price history tracking'],
  },
  {
    key: 'pro',
    price: '$49',
    stores: 10,
    features: ['10 competitor stores', 'Real-time alerts', 'Slack integration and CSV export'],
  },
] as const satisfies readonly {
  key: Exclude<TPlanKey, 'free'>;
  price: string;
  stores: number;
  features: readonly string[];
}[];

const RANK: Record<TPlanKey, number> = { free: 0, starter: 1, pro: 2 };

export const isHigherPlan = (target: TPlanKey, current: TPlanKey) => RANK[target] > RANK[current];
