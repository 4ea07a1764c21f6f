import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';

/** Share of the catalogue newly discounted in one scrape that counts as a store-wide sale, and its minimum size. */
export const STORE_WIDE_SALE = { share: 0.3, minProducts: 5 };

/** The pending row that carries a chunk's share of the store-wide sale count, never published itself. */
export const SALE_TALLY = 'store_wide_sale_tally';

type TPublish = { storeId: string; auditId: number | null; now: Date };

/**
 * Moves the store's pending events (this run's chunks', and any a run that died left), oldest first and at most
 * `limit` of them, into change_events as detected now by this run; the sale tallies stay pending for
 * recordStoreWideSale. One statement: a row is either still pending or published, never both. Returns the new
 * events' ids.
 */
export async function movePendingEvents(tx: TTx, opts: TPublish & { limit?: number }): Promise<number[]> {
  const { storeId, auditId } = opts;
  const now = opts.now.toISOString();
  const limit = opts.limit === undefined ? sql`` : sql`LIMIT ${opts.limit}`;
  const rows = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      WITH moved AS (
        DELETE FROM scrape_pending_events WHERE id IN (
          SELECT id FROM scrape_pending_events WHERE store_id = ${storeId} AND type <> ${SALE_TALLY}
          ORDER BY id ${limit})
        RETURNING *
      )
      INSERT INTO change_events (store_id, product_id, variant_id, audit_id, type, variant_title, old_price,
        new_price, old_compare_at_price, new_compare_at_price, percentage_change, metadata, detected_at)
      SELECT store_id, product_id, variant_id, ${auditId}, type, variant_title, old_price, new_price,
        old_compare_at_price, new_compare_at_price, percentage_change, metadata, ${now}
      FROM moved ORDER BY id
      RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * In the scrape's closing transaction: adds up the chunks' sale tallies (this run's and a dead run's), deletes
 * them, and records a store-wide sale when they add up to one (docs/product-rules.md R10). Returns the sale
 * event's id, if any.
 */
export async function recordStoreWideSale(
  tx: TTx,
  opts: TPublish & {
    /** Live products after the scrape's writes, before removals: the sale's denominator. */
    live: number;
  },
): Promise<number[]> {
  const { storeId, auditId } = opts;
  const now = opts.now.toISOString();
  const [tally] = rowsOf<{ newly: number; pct_sum: string | null; pct_count: number }>(
    await tx.execute(sql`
      WITH moved AS (
        DELETE FROM scrape_pending_events WHERE store_id = ${storeId} AND type = ${SALE_TALLY} RETURNING metadata
      )
      SELECT coalesce(sum((metadata->>'newly')::int), 0)::int AS newly,
        sum((metadata->>'pctSum')::numeric)::text AS pct_sum,
        coalesce(sum((metadata->>'pctCount')::int), 0)::int AS pct_count
      FROM moved`),
  );
  const newly = Number(tally?.newly ?? 0);
  const total = opts.live;
  if (!(total > 0 && newly >= STORE_WIDE_SALE.minProducts && newly / total >= STORE_WIDE_SALE.share))
    return [];
  const pctCount = Number(tally?.pct_count ?? 0);
  const rows = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      INSERT INTO change_events (store_id, audit_id, type, percentage_change, metadata, detected_at)
      VALUES (${storeId}, ${auditId}, 'store_wide_sale',
        round(${tally?.pct_sum ?? null}::numeric / nullif(${pctCount}, 0), 2),
        ${JSON.stringify({ productsOnSale: newly, catalogueSize: total, share: newly / total })}::jsonb, ${now})
      RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

/** This run's published events by type (every batch's, all detected at the run's `now`). */
export async function countRunEvents(
  tx: TTx,
  opts: { storeId: string; now: Date },
): Promise<Record<string, number>> {
  const counts = rowsOf<{ type: string; n: number }>(
    await tx.execute(sql`
      SELECT type, count(*)::int AS n FROM change_events
      WHERE store_id = ${opts.storeId} AND detected_at = ${opts.now.toISOString()} GROUP BY type`),
  );
  return Object.fromEntries(counts.map((c) => [c.type, Number(c.n)]));
}
