import { sql } from 'drizzle-orm';
import { BEST_SELLER_NOTE, movementOf, type TBestSellers } from '@shared/contracts/best-sellers';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { isoFromUtc, utcText } from '../db/utc-time';

type TRow = {
  product_id: string | number;
  title: string;
  image_url: string | null;
  rank: number;
  previous_rank: number | null;
  since: string;
};

/**
 * A competitor's store's best sellers as last read (monitoring/best-sellers), best first, with each product's move
 * at the last read that changed the order, and how the order was read or why it cannot be (docs/product-rules.md R142). The caller
 * has checked that the competitor is the account's (getOwnCompetitor).
 */
export async function getBestSellers(
  db: TExecutor,
  storeId: string,
  /** The account's plan depth (R149): places below it are not shown, even when another plan reads them. */
  depth: number,
): Promise<TBestSellers> {
  const [state] = rowsOf<{
    source: 'json' | 'html' | null;
    unreadable_reason: string | null;
    read_at: string | null;
  }>(
    await db.execute(sql`
      SELECT r.source, r.unreadable_reason, ${utcText(sql`s.last_success_at`)} AS read_at
      FROM stores s LEFT JOIN store_best_seller_reads r ON r.store_id = s.id
      WHERE s.id = ${storeId}`),
  );
  // Each product's latest row (best_seller_ranks_store_product_idx), those still in the top.
  const rows = rowsOf<TRow>(
    await db.execute(sql`
      SELECT cur.product_id, p.title, p.image_url, cur.rank, cur.previous_rank, ${utcText(sql`cur.observed_at`)} AS since
      FROM (
        SELECT DISTINCT ON (product_id) product_id, rank, previous_rank, observed_at
        FROM best_seller_ranks WHERE store_id = ${storeId}
        ORDER BY product_id, observed_at DESC, id DESC
      ) cur JOIN products p ON p.id = cur.product_id
      WHERE cur.rank IS NOT NULL AND cur.rank <= ${depth}
      ORDER BY cur.rank`),
  );
  // Moves are since the read before the last one that changed the order: a product without a row from that read
  // kept its place.
  const lastChange = rows.reduce((max, r) => (r.since > max ? r.since : max), '');
  return {
    note: BEST_SELLER_NOTE,
    source: state?.source ?? null,
    unreadableReason: state?.unreadable_reason ?? null,
    readAt: isoFromUtc(state?.read_at ?? null),
    depth,
    items: rows.map((r) => ({
      productId: Number(r.product_id),
      title: r.title,
      imageUrl: r.image_url,
      rank: r.rank,
      previousRank: r.previous_rank,
      movement:
        r.since === lastChange
          ? movementOf(r.rank, r.previous_rank !== null && r.previous_rank > depth ? null : r.previous_rank)
          : { kind: 'same', places: 0 },
      since: isoFromUtc(r.since)!,
    })),
  };
}
