import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { intervalEnd, scrapeSettingsCte, storeReaders, subscribersMinutes } from './due-sql';

/** A store and the moment it falls due (its interval since the last scrape, or the end of a backoff or claim). */
export type TDueStore = { id: string; dueAt: Date };

export type TDueOptions = {
  db: TExecutor;
  now?: Date;
  limit?: number;
  /** Divides the plan intervals (SCRAPE_INTERVAL_SCALE, benchmarks only); 1 in production. */
  intervalScale?: number;
  /** This store alone. */
  storeId?: string;
};

/**
 * Stores due for a scrape: tracked by at least one active competitor or someone's own store, past their backoff (or
 * a live worker's claim, both kept in next_scrape_at), and older than the shortest interval among their
 * subscribers' plans (system config, docs/product-rules.md R3, R8). Nothing when scraping is switched off.
 */
export async function findDueStores(opts: TDueOptions): Promise<string[]> {
  return (await findStoresDueBy({ ...opts, lookaheadSeconds: 0 })).map((s) => s.id);
}

/**
 * As findDueStores, for the stores falling due up to `lookaheadSeconds` after now, each with its due time, earliest
 * first: the minute tick queues them to start at that time, so a store is read when it falls due rather than at the
 * next tick.
 */
export async function findStoresDueBy(
  opts: TDueOptions & { lookaheadSeconds: number },
): Promise<TDueStore[]> {
  const now = opts.now ?? new Date();
  const until = new Date(now.getTime() + opts.lookaheadSeconds * 1000).toISOString();
  const scale = opts.intervalScale ?? 1;
  const result = await opts.db.execute(sql`
    WITH ${scrapeSettingsCte}, due AS (
      SELECT c.store_id, ${subscribersMinutes} AS minutes
      FROM ${storeReaders(sql`c.deactivated_at IS NULL AND c.status <> 'inactive'`)} c
      LEFT JOIN accounts a ON a.id = c.account_id -- the plan of the account: account/account-plan.ts
      CROSS JOIN cfg
      WHERE cfg.enabled = 'true'
        AND (${opts.storeId ?? null}::uuid IS NULL OR c.store_id = ${opts.storeId ?? null}::uuid)
      GROUP BY c.store_id
    ), timed AS (
      SELECT s.id, s.last_scraped_at,
        greatest(s.next_scrape_at, ${intervalEnd(sql`due.minutes`, scale)}) AS due_at
      FROM stores s JOIN due ON due.store_id = s.id
    )
    SELECT id, coalesce(due_at, ${now.toISOString()}::timestamptz) AS due_at FROM timed
    WHERE due_at IS NULL OR due_at <= ${until}::timestamptz
    ORDER BY due_at NULLS FIRST, last_scraped_at NULLS FIRST
    LIMIT ${opts.limit ?? 1000}`);
  return rowsOf<{ id: string; due_at: string | Date }>(result).map((r) => ({
    id: r.id,
    dueAt: new Date(r.due_at),
  }));
}
