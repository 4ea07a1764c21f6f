import { sql, type SQL } from 'drizzle-orm';
import { planOf, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * The best plan among the accounts a person belongs to, as SQL over the person's id (docs/product-rules.md R24):
 * what their own notification preferences may use (a digest's cadence, their own Slack and webhook), since the
 * plan is an account's and a person may be in several. 'free' when they belong to none.
 */
export const personPlanSql = (userId: SQL): SQL => sql`coalesce((
  SELECT pa.subscription_plan FROM account_members pm JOIN accounts pa ON pa.id = pm.account_id
  WHERE pm.user_id = ${userId}
  ORDER BY CASE pa.subscription_plan WHEN 'pro' THEN 0 WHEN 'starter' THEN 1 ELSE 2 END LIMIT 1), 'free')`;

export async function personPlan(opts: { db: TExecutor; userId: string }): Promise<TPlanKey> {
  const [row] = rowsOf<{ plan: string }>(
    await opts.db.execute(sql`SELECT ${personPlanSql(sql`${opts.userId}::uuid`)} AS plan`),
  );
  return planOf(row?.plan);
}
