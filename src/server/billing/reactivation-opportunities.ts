import type { TReactivationOpportunities } from '@shared/contracts/billing';
import type { TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { activeCompetitors, inactiveCompetitors } from './competitor-slots';
import { planLimit } from './read-plan';

/** GET /api/reactivation-opportunities: the paused competitors and the slots the target plan leaves free. */
export async function reactivationOpportunities(opts: {
  db: TExecutor;
  accountId: string;
  targetPlan: TPlanKey;
}): Promise<TReactivationOpportunities> {
  const [limit, active, inactive] = await Promise.all([
    planLimit(opts.db, opts.targetPlan),
    activeCompetitors(opts.db, opts.accountId),
    inactiveCompetitors(opts.db, opts.accountId),
  ]);
  const availableSlots = Math.max(0, limit - active.length);
  return {
    hasOpportunities: inactive.length > 0 && availableSlots > 0,
    inactiveCompetitors: inactive,
    availableSlots,
  };
}
