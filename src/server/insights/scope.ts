import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { getOwnCompetitor } from '../competitors/list-competitors';

/**
 * The user's active competitors (optionally one of them) with their store's currency: the CTE every insight query
 * starts from, so nothing reaches another user's data or a deactivated competitor's.
 */
export function activeScope(accountId: string, competitorId?: string): SQL {
  return sql`SELECT c.id, c.name, c.domain, c.store_id, ${storeFigure(sql`c.store_id`, sql`s.currency`)} AS currency
    FROM competitors c
    WHERE c.account_id = (SELECT ${accountId}::uuid) AND c.deactivated_at IS NULL
    ${competitorId ? sql`AND c.id = ${competitorId}` : sql``}`;
}

/*
 * Why `(SELECT $1::uuid)` and not `$1` above: the planner cannot look into the sub-select, so it costs every
 * account's plan for the average account. A prepared statement (db/statement-cache.ts) then costs the same for
 * every value, and PostgreSQL keeps its generic plan after five runs. Given the value itself, it costs a plan for
 * that account; for one with fewer competitors than the average that plan looks cheaper than the generic one, so
 * PostgreSQL planned it again on every call: 0.4-0.8 ms of the sorted price-change pages' 1.6-1.7 ms in
 * PostgreSQL (docs/decisions/014-api-calls-under-load.md). The lists read each store by its own index, so one
 * plan serves an account of 3 competitors and one of 200.
 */

/**
 * A figure of one store read by its primary key, `(SELECT <figure over s> FROM stores s WHERE s.id = <storeId>)`:
 * summed over a user's competitors it costs one index probe each, where a join let PostgreSQL hash every store
 * (a scan of all of them: 0.2 ms of a 0.3 ms total at 1,000 stores, measured).
 */
export function storeFigure(storeId: SQL, figure: SQL): SQL {
  return sql`(SELECT ${figure} FROM stores s WHERE s.id = ${storeId})`;
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
