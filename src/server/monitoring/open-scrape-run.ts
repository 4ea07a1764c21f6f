import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Opens a scrape run of a claimed store in one statement (one commit, not three): a run its process left "running"
 * is closed as interrupted, the run's audit row is written, and its subscribers' competitor rows show it scraping.
 * Returns the audit row's id.
 */
export async function openScrapeRun(
  db: TDb,
  opts: { storeId: string; trigger: 'scheduled' | 'manual'; startedAt: Date },
): Promise<number> {
  const { storeId, trigger } = opts;
  const at = opts.startedAt.toISOString();
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      WITH interrupted AS (
        UPDATE scraping_audits SET status = 'failure', end_time = ${at}::timestamptz, error_type = 'internal',
          error_message = 'Interrupted before it finished'
        WHERE store_id = ${storeId} AND status = 'running'
      ), scraping AS (
        UPDATE competitors SET status = 'scraping', updated_at = ${at}::timestamptz
        WHERE store_id = ${storeId} AND deactivated_at IS NULL
      )
      INSERT INTO scraping_audits (store_id, trigger, status, start_time)
      VALUES (${storeId}, ${trigger}, 'running', ${at}::timestamptz)
      RETURNING id`),
  );
  return Number(row!.id);
}
