import { sql, type SQL } from 'drizzle-orm';
import { BEST_SELLER_DEPTH_MAX, PLAN_BEST_SELLER_DEPTH } from '@shared/constants/best-seller-depth';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { storeReaders } from '../monitoring/due-sql';

/**
 * The best-seller depth of the plan named by `plan` (an accounts.subscription_plan expression), from plan_configs;
 * an unknown plan counts as free (docs/product-rules.md R2, R149), a missing row as its seeded figure.
 */
export function planDepthSql(plan: SQL): SQL {
  return sql`coalesce(
    (SELECT pc.best_seller_depth FROM plan_configs pc
      WHERE pc.key = CASE WHEN ${plan} IN ('starter', 'pro') THEN ${plan} ELSE 'free' END),
    CASE WHEN ${plan} = 'pro' THEN ${sql.raw(String(PLAN_BEST_SELLER_DEPTH.pro))}
      WHEN ${plan} = 'starter' THEN ${sql.raw(String(PLAN_BEST_SELLER_DEPTH.starter))}
      ELSE ${sql.raw(String(PLAN_BEST_SELLER_DEPTH.free))} END)`;
}

/** How many best-seller places the account's plan shows (docs/product-rules.md R149). */
export async function accountBestSellerDepth(db: TExecutor, accountId: string): Promise<number> {
  const [row] = rowsOf<{ depth: number }>(
    await db.execute(sql`
      SELECT ${planDepthSql(sql`a.subscription_plan`)} AS depth FROM accounts a WHERE a.id = ${accountId}`),
  );
  return Number(row?.depth ?? PLAN_BEST_SELLER_DEPTH.free);
}

/**
 * How many best-seller places a read of the store asks for: the largest depth among the plans of the accounts
 * reading it (active competitors and own stores), at most BEST_SELLER_DEPTH_MAX (docs/product-rules.md R149).
 */
export async function storeBestSellerDepth(db: TExecutor, storeId: string): Promise<number> {
  const [row] = rowsOf<{ depth: number | null }>(
    await db.execute(sql`
      SELECT max(${planDepthSql(sql`a.subscription_plan`)}) AS depth
      FROM ${storeReaders(sql`c.store_id = ${storeId} AND c.deactivated_at IS NULL`)} r
      JOIN accounts a ON a.id = r.account_id
      WHERE r.store_id = ${storeId}`),
  );
  const depth = Number(row?.depth ?? PLAN_BEST_SELLER_DEPTH.free);
  return Math.min(Math.max(1, depth), BEST_SELLER_DEPTH_MAX);
}
