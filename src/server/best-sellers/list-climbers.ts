import { sql } from 'drizzle-orm';
import { BEST_SELLER_NOTE, type TClimbers } from '@shared/contracts/best-sellers';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { activeScope } from '../insights/scope';
import { BEST_SELLER_DEPTH } from '../monitoring/best-sellers/read-best-sellers';

export const CLIMBER_WINDOW_DAYS = 7;

/**
 * The products that climbed most in their store's best-selling order over the last 7 days, across the account's
 * active competitors (docs/product-rules.md R143): from the place held before the window's first move to the place
 * now. A product that entered the top counts from one below the depth, except on its store's first read, which counts
 * from the place it was first seen at (everything is new then).
 */
export async function listClimbers(opts: {
  db: TExecutor;
  accountId: string;
  limit?: number;
}): Promise<TClimbers> {
  const outside = BEST_SELLER_DEPTH + 1;
  const rows = rowsOf<{
    product_id: string | number;
    title: string;
    competitor_id: string;
    competitor_name: string;
    rank: number;
    climbed: number;
  }>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.accountId)}),
      win AS (
        SELECT r.product_id, r.store_id, r.rank, r.previous_rank, r.observed_at, r.id
        FROM best_seller_ranks r JOIN sc ON sc.store_id = r.store_id
        WHERE r.observed_at > now() - ${sql.raw(`interval '${CLIMBER_WINDOW_DAYS} days'`)}
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
        SELECT f.product_id, f.store_id, CASE
          WHEN f.previous_rank IS NOT NULL THEN f.previous_rank
          WHEN f.observed_at = sf.first_at THEN f.rank
          ELSE ${sql.raw(String(outside))} END AS from_rank
        FROM firsts f JOIN store_first sf ON sf.store_id = f.store_id
      )
      SELECT f.product_id, p.title, sc.id AS competitor_id, sc.name AS competitor_name, l.rank,
        f.from_rank - l.rank AS climbed
      FROM base f
      JOIN lasts l ON l.product_id = f.product_id
      JOIN sc ON sc.store_id = f.store_id
      JOIN products p ON p.id = f.product_id
      WHERE l.rank IS NOT NULL AND f.from_rank > l.rank
      ORDER BY climbed DESC, l.rank, f.product_id
      LIMIT ${sql.raw(String(Math.trunc(opts.limit ?? 5)))}`),
  );
  return {
    note: BEST_SELLER_NOTE,
    items: rows.map((r) => ({
      productId: Number(r.product_id),
      title: r.title,
      competitorId: r.competitor_id,
      competitorName: r.competitor_name,
      rank: r.rank,
      climbed: Number(r.climbed),
    })),
  };
}
