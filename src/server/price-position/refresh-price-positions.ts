import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { ALL_COMPETITORS } from '../db/schema';

/**
 * Whose positions to compute again: a whole account; some own products of an account; the account's own products
 * paired with one competitor store's (one it starts or stops tracking: the pairs stay); or every own product a
 * store's products feed (products of the store, or all of them): as one of mine, or as a competitor's in a
 * confirmed pair, in any account.
 */
export type TPositionScope =
  | { accountId: string; ownProductIds?: number[]; competitorStoreId?: undefined }
  | { accountId: string; competitorStoreId: string; ownProductIds?: undefined }
  | { storeId: string; productIds?: number[] };

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/** The (account_id, own_product_id) rows a scope covers. */
function targetsOf(scope: TPositionScope): SQL {
  if ('accountId' in scope) {
    if (scope.competitorStoreId)
      return sql`SELECT pm.account_id, pm.own_product_id FROM product_matches pm
        JOIN products cp ON cp.id = pm.competitor_product_id AND cp.store_id = ${scope.competitorStoreId}
        WHERE pm.account_id = ${scope.accountId} AND pm.status = 'confirmed'`;
    return scope.ownProductIds
      ? sql`SELECT ${scope.accountId}::uuid AS account_id, id AS own_product_id
          FROM unnest(${idArray(scope.ownProductIds)}) id`
      : sql`SELECT account_id, own_product_id FROM product_matches
          WHERE account_id = ${scope.accountId} AND status = 'confirmed'`;
  }
  const products = scope.productIds
    ? sql`SELECT unnest(${idArray(scope.productIds)}) AS id`
    : sql`SELECT id FROM products WHERE store_id = ${scope.storeId}`;
  return sql`
    SELECT pm.account_id, pm.own_product_id FROM product_matches pm
    WHERE pm.competitor_product_id IN (${products}) AND pm.status = 'confirmed'
    UNION
    SELECT o.account_id, p.id FROM own_stores o CROSS JOIN (${products}) p WHERE o.store_id = ${scope.storeId}`;
}

/**
 * The position rows of the targets (docs/product-rules.md R126, R145): per own product against all its active
 * competitors and against each one, from its confirmed pairs with live products; only competitor prices in my
 * currency are compared; undercut_at is when the latest compared price that fell, and lies below mine, fell (the
 * list decides "in the last 24 h" when it reads). Also used by the migration that creates the table.
 */
export function positionsOf(targets: SQL): SQL {
  return sql`
    WITH t AS (SELECT DISTINCT account_id, own_product_id FROM (${targets}) x),
    -- The pairs with both products, by index from the targets; the stores and competitors (a few rows) are joined
    -- after, so no estimate of the few can make the planner loop over the many.
    raw AS MATERIALIZED (
      SELECT pm.account_id, mp.id AS own_product_id, mp.store_id AS my_store, mp.current_price AS my_price,
        lower(trim(mp.vendor)) AS vendor_key, lower(trim(mp.product_type)) AS type_key, cp.store_id AS their_store,
        cp.current_price AS their_price, cp.last_price_change_at AS changed_at, cp.last_price_change_pct AS changed_pct
      FROM t
      JOIN product_matches pm ON pm.account_id = t.account_id AND pm.own_product_id = t.own_product_id
        AND pm.status = 'confirmed'
      JOIN products mp ON mp.id = pm.own_product_id AND mp.removed_at IS NULL
      JOIN products cp ON cp.id = pm.competitor_product_id AND cp.removed_at IS NULL
    ),
    -- The accounts' own stores (competitor_id null) and active competitors' stores, with their currencies.
    stores_of AS MATERIALIZED (
      SELECT o.account_id, o.store_id, NULL::uuid AS competitor_id, s.currency
      FROM own_stores o JOIN stores s ON s.id = o.store_id
      WHERE o.account_id IN (SELECT account_id FROM t)
      UNION ALL
      SELECT c.account_id, c.store_id, c.id, s.currency
      FROM competitors c JOIN stores s ON s.id = c.store_id
      WHERE c.account_id IN (SELECT account_id FROM t) AND c.deactivated_at IS NULL
    ),
    pairs AS (
      SELECT r.account_id, r.own_product_id, theirs.competitor_id, r.my_price, r.vendor_key, r.type_key,
        CASE WHEN theirs.currency = mine.currency THEN r.their_price END AS their, r.changed_at, r.changed_pct
      FROM raw r
      JOIN stores_of mine ON mine.account_id = r.account_id AND mine.store_id = r.my_store
        AND mine.competitor_id IS NULL
      JOIN stores_of theirs ON theirs.account_id = r.account_id AND theirs.store_id = r.their_store
        AND theirs.competitor_id IS NOT NULL
    ),
    agg AS (
      SELECT account_id, own_product_id, coalesce(competitor_id, ${ALL_COMPETITORS}::uuid) AS competitor_id,
        my_price, vendor_key, type_key,
        min(their) AS min_comp, max(their) AS max_comp, count(their)::int AS n_compared,
        count(*) FILTER (WHERE their < my_price)::int AS n_cheaper,
        max(changed_at) FILTER (WHERE their < my_price AND changed_pct < 0) AS undercut_at
      FROM pairs
      GROUP BY GROUPING SETS ((account_id, own_product_id, my_price, vendor_key, type_key),
        (account_id, own_product_id, my_price, vendor_key, type_key, competitor_id))
    ),
    placed AS (
      SELECT agg.*,
        CASE WHEN my_price IS NULL OR n_compared = 0 THEN 'not_compared'
          WHEN my_price <= min_comp THEN 'cheapest'
          WHEN my_price > max_comp THEN 'most_expensive'
          ELSE 'middle' END AS position,
        CASE WHEN my_price IS NOT NULL AND n_compared > 0 AND min_comp > 0
          THEN round((my_price - min_comp) / min_comp * 100, 2) END AS gap
      FROM agg
    )
    INSERT INTO price_positions (account_id, competitor_id, own_product_id, min_comp, max_comp, n_compared,
      n_cheaper, position, gap, sort_gap, undercut_at, vendor_key, type_key)
    SELECT account_id, competitor_id, own_product_id, min_comp, max_comp, n_compared, n_cheaper, position, gap,
      coalesce(gap, -999999999), undercut_at, vendor_key, type_key
    FROM placed`;
}

/**
 * Computes the positions of a scope again, set-based, inside the caller's transaction (a savepoint when it already
 * is one), so a crash leaves the positions as they were with the change that moved them (docs/product-rules.md
 * R145). Each account it touches is locked for positions first, in id order: two transactions that move the same
 * products take turns, and the later one computes with the earlier one's prices.
 */
export async function refreshPricePositions(db: TExecutor, scope: TPositionScope): Promise<void> {
  if ('productIds' in scope && scope.productIds?.length === 0) return;
  if ('ownProductIds' in scope && scope.ownProductIds?.length === 0) return;
  const targets = targetsOf(scope);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      SELECT pg_advisory_xact_lock(hashtext('price_positions'), hashtext(a.account_id::text))
      FROM (${
        'accountId' in scope
          ? sql`SELECT ${scope.accountId}::uuid AS account_id`
          : sql`SELECT DISTINCT account_id FROM (${targets}) x ORDER BY account_id`
      }) a`);
    await tx.execute(
      'accountId' in scope && !scope.ownProductIds && !scope.competitorStoreId
        ? sql`DELETE FROM price_positions WHERE account_id = ${scope.accountId}`
        : sql`DELETE FROM price_positions pp
            WHERE (pp.account_id, pp.own_product_id) IN (SELECT account_id, own_product_id FROM (${targets}) x)`,
    );
    await tx.execute(positionsOf(targets));
  });
}
