import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { intervalEnd, scrapeSettingsCte, storeReaders, subscribersMinutes } from './due-sql';

export const DEFAULT_LOCK_SECONDS = 120;

/**
 * A worker's claim on a store while it reads it: `next_scrape_at` holds the claim's end and `scrape_progress` is
 * set, so no other worker (in this process or another) reads the store until the claim ends. The worker renews it
 * every third of the lock time; one that dies stops renewing, and the store is read again, by whichever worker comes
 * first, once the claim has run out (docs/deploy.md). A scheduled read also checks that the store is still due, so
 * a job queued twice, or retried after its scrape was written, reads nothing.
 */
export type TStoreClaim = {
  until: Date;
  /** When the run began (millisecond precision): the start its first progress names. */
  startedAt: Date;
  renew(): Promise<boolean>;
};

/** The claim, else 'busy' (another worker holds the store) or 'not-due' (also: gone, or nobody tracks it). */
export async function claimStore(opts: {
  db: TDb;
  storeId: string;
  trigger: 'scheduled' | 'manual';
  lockSeconds?: number;
  /** SCRAPE_INTERVAL_SCALE (benchmarks only). */
  intervalScale?: number;
}): Promise<TStoreClaim | 'busy' | 'not-due'> {
  const { db, storeId } = opts;
  const lock = opts.lockSeconds ?? DEFAULT_LOCK_SECONDS;
  const scheduled = opts.trigger === 'scheduled';
  const rows = rowsOf<{ until: string | Date; started_at: string | Date }>(
    await db.execute(sql`
      WITH ${scrapeSettingsCte}, plan AS (
        SELECT ${subscribersMinutes} AS minutes
        FROM ${storeReaders(sql`c.deactivated_at IS NULL`)} c
        LEFT JOIN accounts a ON a.id = c.account_id CROSS JOIN cfg
        WHERE c.store_id = ${storeId}
      )
      UPDATE stores s SET
        next_scrape_at = date_trunc('milliseconds', now()) + make_interval(secs => ${lock}),
        scrape_progress = jsonb_build_object('pagesFetched', 0, 'productsFound', 0,
          'startedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      FROM plan, cfg
      WHERE s.id = ${storeId}
        AND plan.minutes IS NOT NULL
        AND NOT (s.scrape_progress IS NOT NULL AND s.next_scrape_at > now())
        AND (NOT ${scheduled} OR (
          cfg.enabled = 'true'
          AND (s.next_scrape_at IS NULL OR s.next_scrape_at <= now())
          AND (s.last_scraped_at IS NULL OR ${intervalEnd(sql`plan.minutes`, opts.intervalScale)} <= now())))
      RETURNING s.next_scrape_at AS until, date_trunc('milliseconds', now()) AS started_at`),
  );
  if (!rows[0]) {
    // Not due: a claim its holder left to run out (a read that died) is cleared, so the takeover sweep
    // (jobs/scrape-jobs.ts) stops queueing the store.
    const held = rowsOf<{ busy: boolean }>(
      await db.execute(sql`
        WITH cleared AS (
          UPDATE stores SET scrape_progress = NULL
          WHERE id = ${storeId} AND scrape_progress IS NOT NULL AND next_scrape_at <= now()
        )
        SELECT (scrape_progress IS NOT NULL AND next_scrape_at > now()) AS busy FROM stores WHERE id = ${storeId}`),
    );
    return held[0]?.busy ? 'busy' : 'not-due';
  }
  let until = new Date(rows[0].until);
  const startedAt = new Date(rows[0].started_at);
  return {
    startedAt,
    get until() {
      return until;
    },
    async renew() {
      const renewed = rowsOf<{ until: string | Date }>(
        await db.execute(sql`
          UPDATE stores SET next_scrape_at = date_trunc('milliseconds', now()) + make_interval(secs => ${lock})
          WHERE id = ${storeId} AND next_scrape_at = ${until.toISOString()}::timestamptz
          RETURNING next_scrape_at AS until`),
      );
      if (!renewed[0]) return false;
      until = new Date(renewed[0].until);
      return true;
    },
  };
}
