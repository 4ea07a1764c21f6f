import { sql } from 'drizzle-orm';
import type { TDashboardStats } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's four figures in one round trip, over the user's active competitors: their count, the live
 * products of their stores, those stores' price moves in the last 24 h, and the user's active alert rules.
 */
export async function getDashboardStats(opts: {
  db: TExecutor;
  userId: string;
  now?: Date;
}): Promise<TDashboardStats> {
  const { userId } = opts;
  const since = new Date((opts.now ?? new Date()).getTime() - DAY_MS).toISOString();
  const result = await opts.db.execute(sql`
    WITH mine AS (
      SELECT store_id FROM competitors WHERE user_id = ${userId} AND deactivated_at IS NULL
    )
    SELECT
      (SELECT count(*) FROM mine)::int AS "totalCompetitors",
      (SELECT count(*) FROM products p JOIN mine m ON m.store_id = p.store_id
        WHERE p.removed_at IS NULL)::int AS "productsTracked",
      (SELECT count(*) FROM change_events e JOIN mine m ON m.store_id = e.store_id
        WHERE e.type IN ('price_increase', 'price_decrease') AND e.detected_at > ${since})::int AS "priceChanges24h",
      (SELECT count(*) FROM alerts WHERE user_id = ${userId} AND is_active)::int AS "activeAlerts"`);
  const row = rowsOf<TDashboardStats>(result)[0];
  return {
    totalCompetitors: Number(row?.totalCompetitors ?? 0),
    productsTracked: Number(row?.productsTracked ?? 0),
    priceChanges24h: Number(row?.priceChanges24h ?? 0),
    activeAlerts: Number(row?.activeAlerts ?? 0),
  };
}
