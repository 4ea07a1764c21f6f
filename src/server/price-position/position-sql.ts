import { sql, type SQL } from 'drizzle-orm';

/**
 * Each of my matched products with where its price stands (docs/product-rules.md R126), as SQL columns:
 * the confirmed pairs of the account's live own products and live products of its active competitors (optionally
 * one competitor); competitor prices in my currency are ranked and compared, others are only shown beside mine.
 * Columns: id, title, vendor, product_type, url, price, compare_at_price, currency, min_comp, n_compared,
 * n_cheaper, undercut (a compared competitor price fell below mine in the last 24 h), competitors (JSON), position,
 * gap (percent above (+) or below (−) the cheapest compared competitor).
 * Computed live from every pair: the screen reads the stored positions instead (price_positions, R145); this is the
 * reference they are tested against (stored-positions.test.ts) and the figure bench:match prints beside theirs.
 */
export function positionRows(opts: { accountId: string; competitorId?: string; productFilter?: SQL }): SQL {
  const { accountId } = opts;
  const sameCurrency = sql`cmp.currency = ms.currency AND cmp.price IS NOT NULL`;
  return sql`
    WITH cmp AS (
      SELECT pm.own_product_id, c.id AS competitor_id, c.name AS competitor_name, cp.id AS product_id, cp.title,
        cp.url, cp.current_price AS price, cp.compare_at_price, cs.currency,
        (cp.last_price_change_at > now() - interval '24 hours' AND cp.last_price_change_pct < 0) AS fell_today
      FROM product_matches pm
      JOIN products cp ON cp.id = pm.competitor_product_id AND cp.removed_at IS NULL
      JOIN competitors c ON c.account_id = pm.account_id AND c.store_id = cp.store_id AND c.deactivated_at IS NULL
      JOIN stores cs ON cs.id = cp.store_id
      WHERE pm.account_id = ${accountId} AND pm.status = 'confirmed'
        AND (${opts.competitorId ?? null}::uuid IS NULL OR c.id = ${opts.competitorId ?? null}::uuid)
    ),
    agg AS (
      SELECT mp.id, mp.title, mp.vendor, mp.product_type, mp.url, mp.current_price AS price,
        mp.compare_at_price, ms.currency,
        min(cmp.price) FILTER (WHERE ${sameCurrency}) AS min_comp,
        max(cmp.price) FILTER (WHERE ${sameCurrency}) AS max_comp,
        count(*) FILTER (WHERE ${sameCurrency})::int AS n_compared,
        count(*) FILTER (WHERE ${sameCurrency} AND cmp.price < mp.current_price)::int AS n_cheaper,
        coalesce(bool_or(${sameCurrency} AND cmp.fell_today AND cmp.price < mp.current_price), false) AS undercut,
        jsonb_agg(jsonb_build_object('competitorId', cmp.competitor_id, 'competitorName', cmp.competitor_name,
          'productId', cmp.product_id, 'title', cmp.title, 'url', cmp.url, 'price', cmp.price::text,
          'compareAtPrice', cmp.compare_at_price::text, 'currency', cmp.currency)
          ORDER BY cmp.currency <> ms.currency, cmp.price NULLS LAST, cmp.product_id) AS competitors
      FROM products mp
      JOIN own_stores o ON o.account_id = ${accountId} AND o.store_id = mp.store_id
      JOIN stores ms ON ms.id = mp.store_id
      JOIN cmp ON cmp.own_product_id = mp.id
      WHERE mp.removed_at IS NULL ${opts.productFilter ?? sql``}
      GROUP BY mp.id, ms.currency
    )
    SELECT agg.*,
      CASE WHEN price IS NULL OR n_compared = 0 THEN 'not_compared'
        WHEN price <= min_comp THEN 'cheapest'
        WHEN price > max_comp THEN 'most_expensive'
        ELSE 'middle' END AS position,
      CASE WHEN price IS NOT NULL AND n_compared > 0 AND min_comp > 0
        THEN round((price - min_comp) / min_comp * 100, 2) END AS gap
    FROM agg`;
}
