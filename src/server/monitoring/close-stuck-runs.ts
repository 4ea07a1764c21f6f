import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { recordScrapeFailure } from './record-scrape-failure';

export const DEFAULT_RUN_TIMEOUT_MINUTES = 30;

/**
 * Closes every scrape run still `running` past `scrape_run_timeout_minutes` as a failure of type timeout, with the
 * store's backoff and its subscribers' status as for any failure (docs/product-rules.md R61). Returns how many.
 */
export async function closeStuckScrapeRuns(opts: { db: TDb; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const stuck = rowsOf<{ id: number | string; store_id: string; start_time: string; minutes: number }>(
    await opts.db.execute(sql`
      WITH cfg AS (
        SELECT coalesce(max(value) FILTER (WHERE key = 'scrape_run_timeout_minutes'),
          ${String(DEFAULT_RUN_TIMEOUT_MINUTES)})::int AS minutes
        FROM system_configs)
      SELECT a.id, a.store_id, a.start_time, cfg.minutes FROM scraping_audits a CROSS JOIN cfg
      WHERE a.status = 'running'
        AND a.start_time < ${now.toISOString()}::timestamptz - make_interval(mins => cfg.minutes)
      ORDER BY a.start_time`),
  );
  for (const run of stuck) {
    await recordScrapeFailure({
      db: opts.db,
      storeId: run.store_id,
      auditId: Number(run.id),
      startedAt: new Date(run.start_time),
      errorType: 'timeout',
      message: `The scrape did not finish within ${run.minutes} minutes`,
      now,
    });
  }
  return stuck.length;
}

export const DEFAULT_AUDIT_RETENTION_DAYS = 90;

/** Deletes audit records older than `scraping_audit_retention_days` (R61); returns how many. */
export async function pruneScrapingAudits(opts: { db: TDb; now?: Date }): Promise<number> {
  const now = (opts.now ?? new Date()).toISOString();
  const rows = rowsOf<{ id: unknown }>(
    await opts.db.execute(sql`
      DELETE FROM scraping_audits
      WHERE status <> 'running' AND start_time < ${now}::timestamptz - make_interval(days => (
        SELECT coalesce(max(value) FILTER (WHERE key = 'scraping_audit_retention_days'),
          ${String(DEFAULT_AUDIT_RETENTION_DAYS)})::int FROM system_configs))
      RETURNING id`),
  );
  return rows.length;
}
