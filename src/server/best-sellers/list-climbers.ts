import { sql, type SQL } from 'drizzle-orm';
import { BEST_SELLER_NOTE, type TClimber, type TClimbers } from '@shared/contracts/best-sellers';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { planDepthSql } from './plan-depth';

export const CLIMBER_WINDOW_DAYS = 7;
/** How many climbers the dashboard and a digest name. */
export const CLIMBERS_SHOWN = 5;

/**
 * The competitors whose climbers are listed, with the best-seller depth of their account's plan (R149):
 * one account's active competitors (the dashboard), or those of every account a person belongs to (their digest).
 */
export function climberScope(owner: { accountId: string } | { userId: string }): SQL {
  const accounts =
    'accountId' in owner
      ? sql`SELECT a.id, a.subscription_plan FROM accounts a WHERE a.id = ${owner.accountId}`
      : sql`SELECT a.id, a.subscription_plan FROM account_members m JOIN accounts a ON a.id = m.account_id
          WHERE m.user_id = ${owner.userId}`;
  return sql`SELECT c.id, c.name, c.store_id, ${planDepthSql(sql`acc.subscription_plan`)} AS depth
    FROM (${accounts}) acc JOIN competitors c ON c.account_id = acc.id AND c.deactivated_at IS NULL`;
}

/**
 * The products that climbed most in their store's best-selling order between `from` and `to` (docs/product-rules.md
 * R143, R150): from the place held before the window's first move to the place at its end, within the top of the
 * account's plan depth (R149). A product that entered that top counts from one below it and is marked `entered`
 * ("new in the top N"), except on its store's first read, which is a baseline (everything is new then). Each product
 * once, under the first of its competitors by name.
 */
export async function listClimbers(opts: {
  db: TExecutor;
  scope: SQL;
  from: Date;
  to: Date;
  limit?: number;
}): Promise<TClimbers> {
  const limit = Math.trunc(opts.limit ?? CLIMBERS_SHOWN);
  const rows = rowsOf<{
    product_id: string | number;
    title: string;
    competitor_id: string;
    competitor_name: string;
    rank: number;
    from_rank: number;
    depth: number;
    entered: boolean;
  }>(
    await opts.db.execute(sql`
      WITH sc AS (
        SELECT DISTINCT ON (store_id) id, name, store_id, depth FROM (${opts.scope}) s
        ORDER BY store_id, depth DESC, name, id
      ),
      win AS (
        SELECT r.product_id, r.store_id, r.rank, r.previous_rank, r.observed_at, r.id
        FROM best_seller_ranks r JOIN sc ON sc.store_id = r.store_id
        WHERE r.observed_at > ${opts.from.toISOString()}::timestamptz
          AND r.observed_at <= ${opts.to.toISOString()}::timestamptz
      ),
      firsts AS (
        SELECT DISTINCT ON (product_id) product_id, store_id, rank, previous_rank, observed_at
        FROM win ORDER BY product_id, observed_at, id
      ),
      lasts AS (
        SELECT DISTINCT ON (product_id) product_id, rank FROM win ORDER BY product_id, observed_at DESC, id DESC
      ),
      store_first AS (
        SELECT r.store_id, min(r.observed_at) AS first_at
        FROM best_seller_ranks r JOIN sc ON sc.store_id = r.store_id GROUP BY r.store_id
      ),
      base AS (
        SELECT f.product_id, f.store_id, sc.depth, CASE
          WHEN f.previous_rank IS NOT NULL AND f.previous_rank <= sc.depth THEN f.previous_rank
          WHEN f.observed_at = sf.first_at THEN f.rank
          ELSE sc.depth + 1 END AS from_rank
        FROM firsts f JOIN store_first sf ON sf.store_id = f.store_id JOIN sc ON sc.store_id = f.store_id
      )
      SELECT b.product_id, p.title, sc.id AS competitor_id, sc.name AS competitor_name, l.rank, b.from_rank,
        b.depth, b.from_rank > b.depth AS entered
      FROM base b
      JOIN lasts l ON l.product_id = b.product_id
      JOIN sc ON sc.store_id = b.store_id
      JOIN products p ON p.id = b.product_id
      WHERE l.rank IS NOT NULL AND l.rank <= b.depth AND b.from_rank > l.rank
      ORDER BY b.from_rank - l.rank DESC, l.rank, b.product_id
      LIMIT ${sql.raw(String(limit))}`),
  );
  return {
    note: BEST_SELLER_NOTE,
    items: rows.map((r): TClimber => ({
      productId: Number(r.product_id),
      title: r.title,
      competitorId: r.competitor_id,
      competitorName: r.competitor_name,
      rank: r.rank,
      climbed: Number(r.from_rank) - r.rank,
      previousRank: r.entered ? null : Number(r.from_rank),
      entered: Boolean(r.entered),
      depth: Number(r.depth),
    })),
  };
}

/** The dashboard's climbers: the account's, over the last 7 days (docs/product-rules.md R143). */
export function listAccountClimbers(opts: { db: TExecutor; accountId: string; now?: Date }) {
  const to = opts.now ?? new Date();
  return listClimbers({
    db: opts.db,
    scope: climberScope({ accountId: opts.accountId }),
    from: new Date(to.getTime() - CLIMBER_WINDOW_DAYS * 86_400_000),
    to,
  });
}
