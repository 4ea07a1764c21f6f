import { sql } from 'drizzle-orm';
import type { TDashboardStats } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { storeFigure } from '../insights/scope';

/**
 * The dashboard's four figures in one round trip, over the user's active competitors: their count, the live
 * products of their stores (each store's product_count, which every ingest sets in its own transaction to the
 * live products it leaves), those stores' price moves in the last 24 h (change_events_store_price_idx), and the
 * user's active alert rules.
 */
export async function getDashboardStats(opts: {
  db: TExecutor;
  accountId: string;
}): Promise<TDashboardStats> {
  const { accountId } = opts;
  const result = await opts.db.execute(sql`
    WITH mine AS MATERIALIZED (
      SELECT c.store_id, ${storeFigure(sql`c.store_id`, sql`s.product_count`)} AS product_count FROM competitors c
      WHERE c.account_id = ${accountId} AND c.deactivated_at IS NULL
    )
    SELECT
      (SELECT count(*) FROM mine)::int AS "totalCompetitors",
      (SELECT coalesce(sum(product_count), 0) FROM mine)::int AS "productsTracked",
      (SELECT count(*) FROM mine m CROSS JOIN LATERAL (
        SELECT 1 FROM change_events e
        WHERE e.store_id = m.store_id AND e.type IN ('price_increase', 'price_decrease')
          AND e.detected_at > now() - interval '24 hours'
      ) e)::int AS "priceChanges24h",
      (SELECT count(*) FROM alerts WHERE account_id = ${accountId} AND is_active)::int AS "activeAlerts"`);
  const row = rowsOf<TDashboardStats>(result)[0];
  return {
    totalCompetitors: Number(row?.totalCompetitors ?? 0),
    productsTracked: Number(row?.productsTracked ?? 0),
    priceChanges24h: Number(row?.priceChanges24h ?? 0),
    activeAlerts: Number(row?.activeAlerts ?? 0),
  };
}
