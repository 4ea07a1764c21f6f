import { sql } from 'drizzle-orm';
import type { TPriceChange } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';
import { epochMicrosFromUtc, isoFromUtc, utcText } from '../db/utc-time';
import { productMatches } from '../products/list-products';
import { activeScope } from './scope';

export const PRICE_CHANGES_PAGE = { default: 50, max: 200 };

type TRow = {
  id: string | number;
  product_id: string | number;
  title: string;
  image_url: string | null;
  url: string;
  variant_title: string | null;
  competitor_id: string;
  competitor_name: string;
  old_price: string;
  new_price: string;
  type: 'price_increase' | 'price_decrease';
  percentage_change: string | null;
  currency: string;
  changed_at: string;
};

/**
 * Price moves of variants in the user's active competitors' stores, newest first, one keyset page at a time.
 * Each store reads only the keys of its newest limit+1 moves from change_events_store_price_idx (no sort); only
 * the page's rows are then fetched whole, so a page costs about limit keys per store whatever the history holds.
 */
export async function listPriceChanges(opts: {
  db: TExecutor;
  userId: string;
  competitorId?: string;
  limit?: number;
  cursor?: string;
  q?: string;
}): Promise<TPage<TPriceChange>> {
  const limit = Math.min(opts.limit ?? PRICE_CHANGES_PAGE.default, PRICE_CHANGES_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor, ['micros', 'int'] as const) : null;
  const afterTs = after ? sql`('epoch'::timestamptz + ${after[0]}::bigint * interval '1 microsecond')` : null;
  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.userId, opts.competitorId)}),
      page AS MATERIALIZED (
        SELECT k.id, k.detected_at FROM sc CROSS JOIN LATERAL (
          SELECT e.id, e.detected_at FROM change_events e
          WHERE e.store_id = sc.store_id AND e.type IN ('price_increase', 'price_decrease')
            ${searchOf(opts.q)}
            ${afterTs ? sql`AND e.detected_at <= ${afterTs} AND (e.detected_at, e.id) < (${afterTs}, ${after![1]})` : sql``}
          ORDER BY e.detected_at DESC, e.id DESC
          LIMIT ${pageLimit(limit)}
        ) k
        ORDER BY k.detected_at DESC, k.id DESC
        LIMIT ${pageLimit(limit)}
      )
      SELECT ce.id, ce.product_id, p.title, p.image_url, p.url, ce.variant_title, sc.id AS competitor_id,
        sc.name AS competitor_name, ce.old_price, ce.new_price, ce.type, ce.percentage_change, sc.currency,
        ${utcText(sql`ce.detected_at`)} AS changed_at
      FROM page
      JOIN change_events ce ON ce.id = page.id
      JOIN sc ON sc.store_id = ce.store_id
      JOIN products p ON p.id = ce.product_id
      ORDER BY page.detected_at DESC, page.id DESC`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countPriceChanges(opts.db, opts.userId, opts.competitorId, opts.q),
    cursorOf: (last) => [epochMicrosFromUtc(last.changed_at), Number(last.id)],
    toItem: (r) => ({
      id: Number(r.id),
      productId: Number(r.product_id),
      productTitle: r.title,
      productImage: r.image_url,
      productUrl: r.url,
      variantTitle: r.variant_title,
      competitorId: r.competitor_id,
      competitorName: r.competitor_name,
      oldPrice: r.old_price,
      newPrice: r.new_price,
      changeType: r.type === 'price_increase' ? 'increase' : 'decrease',
      // No percentage exists for a move up from 0.00; the contract keeps a string, so it is empty then.
      percentageChange: r.percentage_change,
      currency: r.currency,
      changedAt: isoFromUtc(r.changed_at),
    }),
  });
}

/** Moves of products found by title, vendor or SKU (docs/product-rules.md R87); every move without a search. */
const searchOf = (q?: string) =>
  q ? sql`AND EXISTS (SELECT 1 FROM products p WHERE p.id = e.product_id AND ${productMatches(q)})` : sql``;

/** How many price moves the user's active competitors (or one of them) have: the list's true total. */
async function countPriceChanges(
  db: TExecutor,
  userId: string,
  competitorId?: string,
  q?: string,
): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      WITH sc AS (${activeScope(userId, competitorId)})
      SELECT count(*) AS n FROM sc
      JOIN change_events e ON e.store_id = sc.store_id AND e.type IN ('price_increase', 'price_decrease')
        ${searchOf(q)}`),
  );
  return Number(row?.n ?? 0);
}
