import { eq } from 'drizzle-orm';
import { PLAN_LABELS, planOf, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { planConfigs } from '../db/schema';

type TAllowance = 'maxCompetitors' | 'maxMembers';

/**
 * What the active plans allow of one thing (competitors, seats), the account's plan's allowance among them, and the
 * upgrade the pricing page offers past it: "Upgrade to Pro (10 seats) to invite more people." (undefined when no
 * plan allows more; docs/product-rules.md R5).
 */
export async function planAllowance(opts: {
  db: TExecutor;
  plan: TPlanKey;
  allowance: TAllowance;
  /** How the upgrade names a plan's allowance ("competitors", "seats") and what it is for. */
  unit: string;
  purpose: string;
}): Promise<{ limit: number; upgradeMessage: string | undefined }> {
  const plans = await opts.db
    .select({ key: planConfigs.key, max: planConfigs[opts.allowance] })
    .from(planConfigs)
    .where(eq(planConfigs.isActive, true));
  const limit = plans.find((p) => p.key === opts.plan)?.max ?? 1;
  const higher = plans.filter((p) => p.max > limit).sort((a, b) => a.max - b.max);
  const offers = higher.map((p) => `${PLAN_LABELS[planOf(p.key)]} (${p.max} ${opts.unit})`);
  return {
    limit,
    upgradeMessage: offers.length ? `Upgrade to ${offers.join(' or ')} to ${opts.purpose}.` : undefined,
  };
}
