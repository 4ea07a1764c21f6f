import { sql } from 'drizzle-orm';
import type { TPriceChangeSummary } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { activeScope } from './scope';

/**
 * The /price-tracking cards for the filter in force, counted in SQL (docs/product-rules.md R85): the live products
 * of the stores in scope (each store's product_count, as on the dashboard), their price moves, all of them and the
 * rises and drops among them (each store's own counts, as in the price-changes list's total), and those of the
 * last 24 h (the dashboard's own window, read from change_events_store_price_idx).
 */
export async function getPriceChangeSummary(opts: {
  db: TExecutor;
  accountId: string;
  competitorId?: string;
}): Promise<TPriceChangeSummary> {
  const [row] = rowsOf<Record<keyof TPriceChangeSummary, string | number | null>>(
    await opts.db.execute(sql`
      WITH sc AS MATERIALIZED (${activeScope(opts.accountId, opts.competitorId)})
      SELECT
        coalesce(sum(s.product_count), 0)::int AS "productsTracked",
        coalesce(sum(s.price_increase_count + s.price_decrease_count), 0)::int AS "priceChanges",
        (SELECT count(*) FROM sc CROSS JOIN LATERAL (
          SELECT 1 FROM change_events e
          WHERE e.store_id = sc.store_id AND e.type IN ('price_increase', 'price_decrease')
            AND e.detected_at > now() - interval '24 hours'
        ) e)::int AS "priceChanges24h",
        coalesce(sum(s.price_increase_count), 0)::int AS "increases",
        coalesce(sum(s.price_decrease_count), 0)::int AS "decreases"
      FROM sc JOIN stores s ON s.id = sc.store_id`),
  );
  return {
    productsTracked: Number(row?.productsTracked ?? 0),
    priceChanges: Number(row?.priceChanges ?? 0),
    priceChanges24h: Number(row?.priceChanges24h ?? 0),
    increases: Number(row?.increases ?? 0),
    decreases: Number(row?.decreases ?? 0),
  };
}
