import { sql } from 'drizzle-orm';
import type { TPriceChangeSummary } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { activeScope } from './scope';

/**
 * The /price-tracking cards for the filter in force, counted in SQL (docs/product-rules.md R85): the live products
 * of the stores in scope (each store's product_count, as on the dashboard), and their price moves, all of them,
 * those of the last 24 h (the dashboard's own window) and the rises and drops among them.
 */
export async function getPriceChangeSummary(opts: {
  db: TExecutor;
  accountId: string;
  competitorId?: string;
}): Promise<TPriceChangeSummary> {
  const [row] = rowsOf<Record<keyof TPriceChangeSummary, string | number | null>>(
    await opts.db.execute(sql`
      WITH sc AS MATERIALIZED (${activeScope(opts.accountId, opts.competitorId)}),
      moves AS (
        SELECT e.type, e.detected_at FROM sc
        JOIN change_events e ON e.store_id = sc.store_id AND e.type IN ('price_increase', 'price_decrease')
      )
      SELECT
        (SELECT coalesce(sum(s.product_count), 0) FROM sc JOIN stores s ON s.id = sc.store_id)::int
          AS "productsTracked",
        count(*)::int AS "priceChanges",
        (count(*) FILTER (WHERE detected_at > now() - interval '24 hours'))::int AS "priceChanges24h",
        (count(*) FILTER (WHERE type = 'price_increase'))::int AS "increases",
        (count(*) FILTER (WHERE type = 'price_decrease'))::int AS "decreases"
      FROM moves`),
  );
  return {
    productsTracked: Number(row?.productsTracked ?? 0),
    priceChanges: Number(row?.priceChanges ?? 0),
    priceChanges24h: Number(row?.priceChanges24h ?? 0),
    increases: Number(row?.increases ?? 0),
    decreases: Number(row?.decreases ?? 0),
  };
}
