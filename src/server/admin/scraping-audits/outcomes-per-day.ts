import { sql, type SQL } from 'drizzle-orm';
import type { TOutcomeDay } from '@shared/contracts/admin-scraping';
import type { TExecutor } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The last `days` UTC days up to `now`, oldest first, as `d(day)` for a FROM clause (days without rows count). */
export function daySeries(now: Date, days: number): SQL {
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  return sql`generate_series(${today} - make_interval(days => ${days - 1}), ${today}, interval '1 day') AS d(day)`;
}

/** Scrape runs per UTC day by status, over the audits `where` selects (`scraping_audits a`). */
export async function outcomesPerDay(opts: {
  db: TExecutor;
  now: Date;
  days: number;
  where?: SQL;
}): Promise<TOutcomeDay[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
        count(a.id) FILTER (WHERE a.status = 'success')::int AS success,
        count(a.id) FILTER (WHERE a.status = 'failure')::int AS failure,
        count(a.id) FILTER (WHERE a.status = 'partial')::int AS partial,
        count(a.id) FILTER (WHERE a.status = 'running')::int AS running
      FROM ${daySeries(opts.now, opts.days)}
      LEFT JOIN scraping_audits a ON date_trunc('day', a.start_time AT TIME ZONE 'UTC') = d.day
        ${opts.where ? sql`AND ${opts.where}` : sql``}
      GROUP BY d.day ORDER BY d.day`),
  );
  return rows.map((r) => ({
    day: r.day as string,
    success: Number(r.success),
    failure: Number(r.failure),
    partial: Number(r.partial),
    running: Number(r.running),
  }));
}
