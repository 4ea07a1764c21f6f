import type { TPricePositionFilters } from '@shared/contracts/price-position';
import type { TExecutor } from '../db/client';
import type { TExportRecord } from '../export/export-datasets';
import { listPricePosition } from './list-price-position';

/** The columns of the price-position export: one line per matched pair, my product's figures repeated. */
export const PRICE_POSITION_COLUMNS = [
  'title',
  'url',
  'vendor',
  'product_type',
  'price',
  'compare_at_price',
  'currency',
  'position',
  'rank',
  'ranked_of',
  'cheapest_price',
  'gap_pct',
  'competitor_name',
  'competitor_product_title',
  'competitor_product_url',
  'competitor_price',
  'competitor_compare_at_price',
  'competitor_currency',
  'compared',
  'not_compared_reason',
] as const;

export const PRICE_POSITION_EXPORT_BATCH = 500;

/**
 * The /price-position table as export records, in the screen's order (largest gap first) and with its filters,
 * read a keyset page at a time (docs/product-rules.md R126, R135).
 */
export async function* pricePositionBatches(
  opts: { db: TExecutor; accountId: string; batchSize?: number } & TPricePositionFilters,
): AsyncGenerator<TExportRecord[]> {
  const { batchSize, ...query } = opts;
  let cursor: string | undefined;
  for (;;) {
    const page = await listPricePosition({
      ...query,
      limit: batchSize ?? PRICE_POSITION_EXPORT_BATCH,
      cursor,
    });
    const records = page.items.flatMap((row) =>
      row.competitors.map((c): TExportRecord => ({
        title: row.title,
        url: row.url,
        vendor: row.vendor,
        product_type: row.productType,
        price: row.price,
        compare_at_price: row.compareAtPrice,
        currency: row.currency,
        position: row.position,
        rank: row.rank,
        ranked_of: row.rankedOf,
        cheapest_price: row.cheapestPrice,
        gap_pct: row.gapPct,
        competitor_name: c.competitorName,
        competitor_product_title: c.title,
        competitor_product_url: c.url,
        competitor_price: c.price,
        competitor_compare_at_price: c.compareAtPrice,
        competitor_currency: c.currency,
        compared: c.compared,
        not_compared_reason: c.notComparedReason,
      })),
    );
    if (records.length) yield records;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
