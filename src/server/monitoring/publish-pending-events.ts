import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';

/** Share of the catalogue newly discounted in one scrape that counts as a store-wide sale, and its minimum size. */
export const STORE_WIDE_SALE = { share: 0.3, minProducts: 5 };

/** The pending row that carries a chunk's share of the store-wide sale count, never published itself. */
export const SALE_TALLY = 'store_wide_sale_tally';

/**
 * In the scrape's closing transaction: moves every pending event of the store (this run's chunks', and any a
 * run that died left) into change_events as detected now by this run, then records a store-wide sale when the
 * chunks' tallies add up to one (docs/product-rules.md R10). Returns this run's events by type.
 */
export async function publishPendingEvents(
  tx: TTx,
  opts: {
    storeId: string;
    auditId: number | null;
    now: Date;
    /** Live products after the scrape's writes, before removals: the sale's denominator. */
    live: number;
  },
): Promise<Record<string, number>> {
  const { storeId, auditId } = opts;
  const now = opts.now.toISOString();
  const [tally] = rowsOf<{ newly: number; pct_sum: string | null; pct_count: number }>(
    await tx.execute(sql`
      WITH moved AS (
        DELETE FROM scrape_pending_events WHERE store_id = ${storeId} RETURNING *
      ), published AS (
        INSERT INTO change_events (store_id, product_id, variant_id, audit_id, type, variant_title, old_price,
          new_price, old_compare_at_price, new_compare_at_price, percentage_change, metadata, detected_at)
        SELECT store_id, product_id, variant_id, ${auditId}, type, variant_title, old_price, new_price,
          old_compare_at_price, new_compare_at_price, percentage_change, metadata, ${now}
        FROM moved WHERE type <> ${SALE_TALLY} ORDER BY id
      )
      SELECT coalesce(sum((metadata->>'newly')::int), 0)::int AS newly,
        sum((metadata->>'pctSum')::numeric)::text AS pct_sum,
        coalesce(sum((metadata->>'pctCount')::int), 0)::int AS pct_count
      FROM moved WHERE type = ${SALE_TALLY}`),
  );
  const newly = Number(tally?.newly ?? 0);
  const total = opts.live;
  if (total > 0 && newly >= STORE_WIDE_SALE.minProducts && newly / total >= STORE_WIDE_SALE.share) {
    const pctCount = Number(tally?.pct_count ?? 0);
    await tx.execute(sql`
      INSERT INTO change_events (store_id, audit_id, type, percentage_change, metadata, detected_at)
      VALUES (${storeId}, ${auditId}, 'store_wide_sale',
        round(${tally?.pct_sum ?? null}::numeric / nullif(${pctCount}, 0), 2),
        ${JSON.stringify({ productsOnSale: newly, catalogueSize: total, share: newly / total })}::jsonb, ${now})`);
  }
  const counts = rowsOf<{ type: string; n: number }>(
    await tx.execute(sql`
      SELECT type, count(*)::int AS n FROM change_events
      WHERE store_id = ${storeId} AND detected_at = ${now} GROUP BY type`),
  );
  return Object.fromEntries(counts.map((c) => [c.type, Number(c.n)]));
}
