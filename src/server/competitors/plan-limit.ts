import { and, count, eq, isNull } from 'drizzle-orm';
import { PLAN_LABELS, planOf } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { competitors, planConfigs, users } from '../db/schema';
import { AppError } from '../lib/errors';

/**
 * Throws 403 with the upgrade fields (docs/product-rules.md R5) when the user's active competitors reached
 * the plan's limit (read from plan_configs, docs/product-rules.md R1). Locks the user row so two adds cannot
 * both slip under it.
 */
export async function assertUnderPlanLimit(opts: { db: TExecutor; userId: string }): Promise<void> {
  const [user] = await opts.db
    .select({ plan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.id, opts.userId))
    .for('update');
  const plan = planOf(user?.plan);
  const plans = await opts.db
    .select({ key: planConfigs.key, max: planConfigs.maxCompetitors })
    .from(planConfigs)
    .where(eq(planConfigs.isActive, true));
  const limit = plans.find((p) => p.key === plan)?.max ?? 1;
  const [{ n }] = (await opts.db
    .select({ n: count() })
    .from(competitors)
    .where(and(eq(competitors.userId, opts.userId), isNull(competitors.deactivatedAt)))) as [{ n: number }];
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
