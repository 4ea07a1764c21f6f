import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/** A store the account's matching reads, and the product ids it has yet to match: (lo, hi]. */
export type TBound = { store_id: string; own: boolean; lo: number; hi: number | null };

/** Which sides have products new since the last run: each search costs, so only those that can find anything run. */
export type TMatchSides = { newOfMine: boolean; newOfTheirs: boolean };

/** An empty pair list, in place of a search that cannot find anything. */
export const noPairs = sql`SELECT NULL::bigint, NULL::bigint WHERE false`;

/** The account's own stores and active competitor stores, each with its watermark and its newest product now. */
export async function readBounds(db: TExecutor, accountId: string): Promise<TBound[]> {
  const rows = rowsOf<{ store_id: string; own: boolean; lo: string | number; hi: string | number | null }>(
    await db.execute(sql`
      WITH r AS (
        SELECT store_id, true AS own FROM own_stores WHERE account_id = ${accountId}
        UNION
        SELECT store_id, false FROM competitors c
        WHERE c.account_id = ${accountId} AND c.deactivated_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM own_stores o WHERE o.account_id = c.account_id AND o.store_id = c.store_id)
      )
      SELECT r.store_id, r.own, coalesce(w.last_product_id, 0) AS lo,
        (SELECT max(p.id) FROM products p WHERE p.store_id = r.store_id) AS hi
      FROM r LEFT JOIN match_watermarks w ON w.account_id = ${accountId} AND w.store_id = r.store_id`),
  );
  return rows.map((r) => ({
    store_id: r.store_id,
    own: r.own,
    lo: Number(r.lo),
    hi: r.hi === null ? null : Number(r.hi),
  }));
}

/** The bounds (as JSON) as the rows `b` of a statement. */
export const boundsOf = (json: string) =>
  sql`jsonb_to_recordset(${json}::jsonb) AS b(store_id uuid, own boolean, lo bigint, hi bigint)`;
