import { and, count, eq, isNull } from 'drizzle-orm';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { accountPlan } from '../account/account-plan';
import { planAllowance } from '../billing/plan-allowance';
import { competitors } from '../db/schema';
import { AppError } from '../lib/errors';

/**
 * Throws 403 with the upgrade fields (docs/product-rules.md R5) when the account's active competitors reached
 * the plan's limit (read from plan_configs, docs/product-rules.md R1). Locks the account row so two adds cannot
 * both slip under it.
 */
export async function assertUnderPlanLimit(opts: { db: TExecutor; accountId: string }): Promise<void> {
  const plan = await accountPlan({ db: opts.db, accountId: opts.accountId, lock: true });
  const { limit, upgradeMessage } = await planAllowance({
    db: opts.db,
    plan,
    allowance: 'maxCompetitors',
    unit: 'competitors',
    purpose: 'track more stores',
  });
  const [{ n }] = (await opts.db
    .select({ n: count() })
    .from(competitors)
    .where(and(eq(competitors.accountId, opts.accountId), isNull(competitors.deactivatedAt)))) as [
    { n: number },
  ];
  if (Number(n) < limit) return;

  throw new AppError(
    'forbidden',
    `Your ${PLAN_LABELS[plan]} plan allows ${limit} competitor${limit === 1 ? '' : 's'}.` +
      (upgradeMessage ? '' : ' Remove one to add another.'),
    { extra: { error: 'Competitor limit reached', upgradeMessage, plan } },
  );
}
