import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { SALE_TALLY } from './publish-pending-events';

/**
 * Records the change events of one chunk of a scrape (docs/product-rules.md R10) from product_diff and
 * variant_diff, into scrape_pending_events (published once the read is written, publish-event-batches.ts): price moves and
 * discounts per variant, stock per product, launches, and the chunk's share of a store-wide sale. A store's first
 * scrape is its baseline: no launch or sale. Each moved product keeps its latest move, so the products list sorts
 * by it from an index (docs/product-rules.md R87).
 */
export async function detectStagedChanges(
  tx: TTx,
  opts: { storeId: string; now: Date; baseline: boolean },
): Promise<void> {
  const { storeId } = opts;
  const now = opts.now.toISOString();

  await tx.execute(sql`
    WITH ev AS (
      INSERT INTO scrape_pending_events (store_id, product_id, variant_id, type, variant_title, old_price, new_price,
        old_compare_at_price, new_compare_at_price, percentage_change, detected_at)
      SELECT ${storeId}, d.product_id, d.variant_id, e.type,
        CASE WHEN d.title <> 'Default Title' THEN d.title END,
        d.old_price, d.price, d.old_compare_at, d.compare_at_price, e.pct, ${now}
      FROM variant_diff d
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN d.old_price IS NOT NULL AND d.price IS NOT NULL AND d.price > d.old_price THEN 'price_increase'
              WHEN d.old_price IS NOT NULL AND d.price IS NOT NULL AND d.price < d.old_price THEN 'price_decrease' END,
         CASE WHEN d.old_price > 0 THEN round((d.price - d.old_price) / d.old_price * 100, 2) END, 1),
        (CASE WHEN d.compare_at_price > d.price AND NOT coalesce(d.old_compare_at > d.old_price, false) THEN 'discount_started'
              WHEN d.compare_at_price > d.price AND d.old_compare_at > d.old_price
                AND (d.compare_at_price - d.price) / d.compare_at_price
                  > (d.old_compare_at - d.old_price) / d.old_compare_at + 0.005 THEN 'discount_deepened'
              WHEN coalesce(d.old_compare_at > d.old_price, false) AND NOT coalesce(d.compare_at_price > d.price, false)
                THEN 'discount_ended' END,
         CASE WHEN d.compare_at_price > d.price
              THEN round((d.compare_at_price - d.price) / d.compare_at_price * 100, 2) END, 2)
      ) AS e(type, pct, k)
      WHERE d.old_available IS NOT NULL AND d.old_removed_at IS NULL
        -- Every event here needs the price or the compare-at price to have moved: skip the rest up front.
        AND (d.price, d.compare_at_price) IS DISTINCT FROM (d.old_price, d.old_compare_at)
        AND e.type IS NOT NULL
      ORDER BY d.variant_id, e.k
      RETURNING id, product_id, type, percentage_change
    )
    UPDATE products p SET last_price_change_at = ${now}, last_price_change_pct = m.percentage_change
    FROM (
      SELECT DISTINCT ON (product_id) product_id, percentage_change FROM ev
      WHERE type IN ('price_increase', 'price_decrease')
      ORDER BY product_id, id DESC
    ) m
    WHERE p.id = m.product_id`);

  await tx.execute(sql`
    INSERT INTO scrape_pending_events (store_id, product_id, type, old_price, new_price, detected_at)
    SELECT ${storeId}, product_id,
      CASE WHEN old_available AND NOT available THEN 'out_of_stock' ELSE 'back_in_stock' END,
      old_price, price, ${now}
    FROM product_diff
    WHERE old_available IS NOT NULL AND old_removed_at IS NULL AND old_available <> available`);

  if (opts.baseline) return;
  await tx.execute(sql`
    INSERT INTO scrape_pending_events (store_id, product_id, type, new_price, new_compare_at_price, detected_at)
    SELECT ${storeId}, product_id, 'new_product', price, compare_at_price, ${now}
    FROM product_diff WHERE old_available IS NULL`);
  // The chunk's products newly discounted, and the sum and count their mean discount is made of.
  await tx.execute(sql`
    INSERT INTO scrape_pending_events (store_id, type, metadata, detected_at)
    SELECT ${storeId}, ${SALE_TALLY}, jsonb_build_object(
        'newly', count(*) FILTER (WHERE old_available IS NOT NULL AND fresh),
        'pctSum', coalesce(sum((compare_at_price - price) / compare_at_price * 100) FILTER (WHERE fresh), 0),
        'pctCount', count(*) FILTER (WHERE fresh)), ${now}
    FROM (
      SELECT *, compare_at_price > price AND NOT coalesce(old_compare_at > old_price, false) AS fresh
      FROM product_diff
    ) d
    HAVING count(*) FILTER (WHERE fresh) > 0`);
}

/**
 * Marks the store's live products a complete scrape did not list as removed (docs/product-rules.md R10), with
 * their pending product_removed events. Returns how many.
 */
export async function removeMissingProducts(
  tx: TTx,
  opts: { storeId: string; now: Date; ids: string[] },
): Promise<number> {
  const { storeId } = opts;
  const now = opts.now.toISOString();
  const removed = await tx.execute(sql`
    WITH gone AS (
      UPDATE products p SET removed_at = ${now}, updated_at = ${now}
      WHERE p.id = ANY(${`{${opts.ids.join(',')}}`}::bigint[]) AND p.store_id = ${storeId}
        AND p.removed_at IS NULL
      RETURNING p.id, p.current_price
    ), ev AS (
      INSERT INTO scrape_pending_events (store_id, product_id, type, old_price, detected_at)
      SELECT ${storeId}, id, 'product_removed', current_price, ${now} FROM gone
    ), counted AS (
      UPDATE stores SET product_count = product_count - (SELECT count(*) FROM gone) WHERE id = ${storeId}
    )
    SELECT count(*)::int AS n FROM gone`);
  return Number(rowsOf<{ n: number }>(removed)[0]?.n ?? 0);
}
