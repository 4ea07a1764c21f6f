import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Stores due for a scrape: tracked by at least one active competitor, past their backoff, and older than the
 * shortest interval among their subscribers' plans (system config, docs/product-rules.md R3, R8). Nothing
 * when scraping is switched off.
 */
export async function findDueStores(opts: { db: TExecutor; now?: Date; limit?: number }): Promise<string[]> {
  const now = (opts.now ?? new Date()).toISOString();
  const result = await opts.db.execute(sql`
    WITH cfg AS (
      SELECT
        coalesce(max(value) FILTER (WHERE key = 'scraping_enabled'), 'true') AS enabled,
        coalesce(max(value) FILTER (WHERE key = 'scraping_interval_free_minutes'), '1440')::int AS free,
        coalesce(max(value) FILTER (WHERE key = 'scraping_interval_starter_minutes'), '720')::int AS starter,
        coalesce(max(value) FILTER (WHERE key = 'scraping_interval_pro_minutes'), '120')::int AS pro
      FROM system_configs
    ), due AS (
      SELECT c.store_id,
        min(CASE u.subscription_plan WHEN 'pro' THEN cfg.pro WHEN 'starter' THEN cfg.starter ELSE cfg.free END) AS minutes
      FROM competitors c
      JOIN users u ON u.id = c.user_id
      CROSS JOIN cfg
      WHERE c.deactivated_at IS NULL AND c.status <> 'inactive' AND cfg.enabled = 'true'
      GROUP BY c.store_id
    )
    SELECT s.id FROM stores s JOIN due ON due.store_id = s.id
    WHERE (s.next_scrape_at IS NULL OR s.next_scrape_at <= ${now}::timestamptz)
      AND (s.last_scraped_at IS NULL OR s.last_scraped_at + make_interval(mins => due.minutes) <= ${now}::timestamptz)
    ORDER BY s.last_scraped_at NULLS FIRST
    LIMIT ${opts.limit ?? 1000}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
