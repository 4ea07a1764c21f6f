import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';

/** Share of the catalogue newly discounted in one scrape that counts as a store-wide sale, and its minimum size. */
export const STORE_WIDE_SALE = { share: 0.3, minProducts: 5 };

/**
 * Records the change events of one scrape (docs/product-rules.md R10) from product_diff and variant_diff
 * (when anything was staged): price moves and discounts per variant, stock per product, launches, removals of
 * the plan's missing products (complete scrapes only) and store-wide sales. A store's first scrape is its
 * baseline: no launch or sale events. Products the plan left out were unchanged, so they have no event but
 * count in the catalogue.
 */
export async function detectChanges(
  tx: TTx,
  opts: {
    storeId: string;
    auditId: number | null;
    now: Date;
    complete: boolean;
    baseline: boolean;
    /** False when no product was staged (no diff tables exist). */
    staged: boolean;
    /** Live products after this scrape's writes, before removals. */
    live: number;
    /** Ids of live products the scrape did not list. */
    missingIds: string[];
  },
): Promise<{ events: Record<string, number>; removedProducts: number }> {
  const { storeId, auditId } = opts;
  const now = opts.now.toISOString();
  if (opts.staged) await detectStagedChanges(tx, opts);

  let removedProducts = 0;
  if (opts.complete && opts.missingIds.length) {
    const removed = await tx.execute(sql`
      WITH gone AS (
        UPDATE products p SET removed_at = ${now}, updated_at = ${now}
        WHERE p.id = ANY(${`{${opts.missingIds.join(',')}}`}::bigint[]) AND p.store_id = ${storeId}
          AND p.removed_at IS NULL
        RETURNING p.id, p.current_price
      ), ev AS (
        INSERT INTO change_events (store_id, product_id, audit_id, type, old_price, detected_at)
        SELECT ${storeId}, id, ${auditId}, 'product_removed', current_price, ${now} FROM gone
      )
      SELECT count(*)::int AS n FROM gone`);
    removedProducts = Number(rowsOf<{ n: number }>(removed)[0]?.n ?? 0);
  }

  const counts = rowsOf<{ type: string; n: number }>(
    await tx.execute(sql`
      SELECT type, count(*)::int AS n FROM change_events
      WHERE store_id = ${storeId} AND detected_at = ${now} GROUP BY type`),
  );
  return { events: Object.fromEntries(counts.map((c) => [c.type, Number(c.n)])), removedProducts };
}

async function detectStagedChanges(
  tx: TTx,
  opts: { storeId: string; auditId: number | null; now: Date; baseline: boolean; live: number },
): Promise<void> {
  const { storeId, auditId } = opts;
  const now = opts.now.toISOString();

  await tx.execute(sql`
    INSERT INTO change_events (store_id, product_id, variant_id, audit_id, type, variant_title, old_price, new_price,
      old_compare_at_price, new_compare_at_price, percentage_change, detected_at)
    SELECT ${storeId}, d.product_id, d.variant_id, ${auditId}, e.type,
      CASE WHEN d.title <> 'Default Title' THEN d.title END,
      d.old_price, d.price, d.old_compare_at, d.compare_at_price, e.pct, ${now}
    FROM variant_diff d
    CROSS JOIN LATERAL (VALUES
      (CASE WHEN d.old_price IS NOT NULL AND d.price IS NOT NULL AND d.price > d.old_price THEN 'price_increase'
            WHEN d.old_price IS NOT NULL AND d.price IS NOT NULL AND d.price < d.old_price THEN 'price_decrease' END,
       CASE WHEN d.old_price > 0 THEN round((d.price - d.old_price) / d.old_price * 100, 2) END),
      (CASE WHEN d.compare_at_price > d.price AND NOT coalesce(d.old_compare_at > d.old_price, false) THEN 'discount_started'
            WHEN d.compare_at_price > d.price AND d.old_compare_at > d.old_price
              AND (d.compare_at_price - d.price) / d.compare_at_price
                > (d.old_compare_at - d.old_price) / d.old_compare_at + 0.005 THEN 'discount_deepened'
            WHEN coalesce(d.old_compare_at > d.old_price, false) AND NOT coalesce(d.compare_at_price > d.price, false)
              THEN 'discount_ended' END,
       CASE WHEN d.compare_at_price > d.price
            THEN round((d.compare_at_price - d.price) / d.compare_at_price * 100, 2) END)
    ) AS e(type, pct)
    WHERE d.old_available IS NOT NULL AND d.old_removed_at IS NULL
      -- Every event below needs the price or the compare-at price to have moved: skip the rest up front.
      AND (d.price, d.compare_at_price) IS DISTINCT FROM (d.old_price, d.old_compare_at)
      AND e.type IS NOT NULL`);

  // Each moved product keeps its latest move, so the products list sorts by it from an index (docs/product-rules.md
  // R87); read back through change_events_store_price_idx, only this scrape's moves.
  await tx.execute(sql`
    UPDATE products p SET last_price_change_at = m.detected_at, last_price_change_pct = m.percentage_change
    FROM (
      SELECT DISTINCT ON (product_id) product_id, detected_at, percentage_change FROM change_events
      WHERE store_id = ${storeId} AND detected_at = ${now} AND type IN ('price_increase', 'price_decrease')
      ORDER BY product_id, id DESC
    ) m
    WHERE p.id = m.product_id`);

  await tx.execute(sql`
    INSERT INTO change_events (store_id, product_id, audit_id, type, old_price, new_price, detected_at)
    SELECT ${storeId}, product_id, ${auditId},
      CASE WHEN old_available AND NOT available THEN 'out_of_stock' ELSE 'back_in_stock' END,
      old_price, price, ${now}
    FROM product_diff
    WHERE old_available IS NOT NULL AND old_removed_at IS NULL AND old_available <> available`);

  if (!opts.baseline) {
    await tx.execute(sql`
      INSERT INTO change_events (store_id, product_id, audit_id, type, new_price, new_compare_at_price, detected_at)
      SELECT ${storeId}, product_id, ${auditId}, 'new_product', price, compare_at_price, ${now}
      FROM product_diff WHERE old_available IS NULL`);

    const sale = rowsOf<{ newly: number }>(
      await tx.execute(sql`
        SELECT count(*) FILTER (WHERE compare_at_price > price AND old_available IS NOT NULL
                                  AND NOT coalesce(old_compare_at > old_price, false))::int AS newly
        FROM product_diff`),
    ).map((r) => ({ newly: Number(r.newly), total: opts.live }))[0];
    if (
      sale &&
      sale.total > 0 &&
      sale.newly >= STORE_WIDE_SALE.minProducts &&
      sale.newly / sale.total >= STORE_WIDE_SALE.share
    ) {
      const avg = rowsOf<{ avg: string | null }>(
        await tx.execute(sql`
          SELECT round(avg((compare_at_price - price) / compare_at_price * 100), 2) AS avg FROM product_diff
          WHERE compare_at_price > price AND NOT coalesce(old_compare_at > old_price, false)`),
      )[0]?.avg;
      await tx.execute(sql`
        INSERT INTO change_events (store_id, audit_id, type, percentage_change, metadata, detected_at)
        VALUES (${storeId}, ${auditId}, 'store_wide_sale', ${avg ?? null},
          ${JSON.stringify({ productsOnSale: sale.newly, catalogueSize: sale.total, share: sale.newly / sale.total })}::jsonb,
          ${now})`);
    }
  }
}
