import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { getOwnCompetitor } from '../competitors/list-competitors';

/**
 * The user's active competitors (optionally one of them) with their store's currency: the CTE every insight query
 * starts from, so nothing reaches another user's data or a deactivated competitor's.
 */
export function activeScope(accountId: string, competitorId?: string): SQL {
  // The currency by primary key per competitor (a user has few), never a hash join over every store.
  return sql`SELECT c.id, c.name, c.domain, c.store_id,
      (SELECT s.currency FROM stores s WHERE s.id = c.store_id) AS currency
    FROM competitors c
    WHERE c.account_id = ${accountId} AND c.deactivated_at IS NULL
    ${competitorId ? sql`AND c.id = ${competitorId}` : sql``}`;
}

/** A competitor filter must name one of the user's competitors: unknown or another user's is a 404. */
export async function checkCompetitorFilter(opts: {
  db: TExecutor;
  accountId: string;
  competitorId?: string;
}): Promise<void> {
  if (opts.competitorId === undefined) return;
  await getOwnCompetitor({ db: opts.db, accountId: opts.accountId, competitorId: opts.competitorId });
}
