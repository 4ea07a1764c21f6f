import { and, count, eq, isNull } from 'drizzle-orm';
import { PLAN_LABELS, planOf } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { accountPlan } from '../account/account-plan';
import { competitors, planConfigs } from '../db/schema';
import { AppError } from '../lib/errors';

/**
 * Throws 403 with the upgrade fields (docs/product-rules.md R5) when the account's active competitors reached
 * the plan's limit (read from plan_configs, docs/product-rules.md R1). Locks the account row so two adds cannot
 * both slip under it.
 */
export async function assertUnderPlanLimit(opts: { db: TExecutor; accountId: string }): Promise<void> {
  const plan = await accountPlan({ db: opts.db, accountId: opts.accountId, lock: true });
  const plans = await opts.db
    .select({ key: planConfigs.key, max: planConfigs.maxCompetitors })
    .from(planConfigs)
    .where(eq(planConfigs.isActive, true));
  const limit = plans.find((p) => p.key === plan)?.max ?? 1;
  const [{ n }] = (await opts.db
    .select({ n: count() })
    .from(competitors)
    .where(and(eq(competitors.accountId, opts.accountId), isNull(competitors.deactivatedAt)))) as [
    { n: number },
  ];
  if (Number(n) < limit) return;

  const higher = plans.filter((p) => p.max > limit).sort((a, b) => a.max - b.max);
  const upgradeMessage = higher.length
    ? `Upgrade to ${higher.map((p) => `${PLAN_LABELS[planOf(p.key)]} (${p.max} competitors)`).join(' or ')} to track more stores.`
    : undefined;
  throw new AppError(
    'forbidden',
    `Your ${PLAN_LABELS[plan]} plan allows ${limit} competitor${limit === 1 ? '' : 's'}.` +
      (upgradeMessage ? '' : ' Remove one to add another.'),
    { extra: { error: 'Competitor limit reached', upgradeMessage, plan } },
  );
}
