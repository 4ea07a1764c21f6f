import { sql } from 'drizzle-orm';
import type { TProduct } from '@shared/contracts/competitors';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import { isoFromUtc, utcText } from '../db/utc-time';
import { activeScope } from '../insights/scope';
import { decodeCursor } from '../lib/keyset-cursor';
import { pageQuery } from '../lib/page-query';
import { keysetPage, type TPage } from '../lib/send-page';

export const PRODUCTS_PAGE = { default: 100, max: 500 };

export const productQuery = pageQuery(PRODUCTS_PAGE);

type TRow = {
  id: string | number;
  competitor_id: string;
  external_id: string;
  title: string;
  handle: string;
  vendor: string | null;
  product_type: string | null;
  tags: string[];
  image_url: string | null;
  url: string;
  current_price: string | null;
  compare_at_price: string | null;
  available: boolean;
  currency: string;
  shopify_created_at: string | null;
  shopify_updated_at: string | null;
  created_at: string;
  updated_at: string;
  competitor_name: string;
  competitor_domain: string;
};

/**
 * The live products of the user's active competitors (or of one of them), by title, one keyset page at a time.
 * Each store reads only its first limit+1 (title, id) keys from products_store_title_idx, index-only; the page is
 * the smallest of those, and only its rows are fetched whole. A page costs about limit rows per store, whatever the
 * stores hold.
 */
export async function listProducts(opts: {
  db: TExecutor;
  userId: string;
  competitorId?: string;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TProduct>> {
  const limit = Math.min(opts.limit ?? PRODUCTS_PAGE.default, PRODUCTS_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor, ['text', 'int'] as const) : null;
  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.userId, opts.competitorId)}),
      page AS MATERIALIZED (
        SELECT k.id, k.title FROM sc CROSS JOIN LATERAL (
          SELECT p.id, p.title FROM products p
          WHERE p.store_id = sc.store_id AND p.removed_at IS NULL
            ${after ? sql`AND (p.title, p.id) > (${after[0]}, ${after[1]})` : sql``}
          ORDER BY p.title, p.id
          LIMIT ${pageLimit(limit)}
        ) k
        ORDER BY k.title, k.id
        LIMIT ${pageLimit(limit)}
      )
      SELECT p.id, sc.id AS competitor_id, p.external_id, p.title, p.handle, p.vendor, p.product_type, p.tags,
        p.image_url, p.url, p.current_price, p.compare_at_price, p.available, sc.currency,
        ${utcText(sql`p.shopify_created_at`)} AS shopify_created_at,
        ${utcText(sql`p.shopify_updated_at`)} AS shopify_updated_at,
        ${utcText(sql`p.created_at`)} AS created_at, ${utcText(sql`p.updated_at`)} AS updated_at,
        sc.name AS competitor_name, sc.domain AS competitor_domain
      FROM page JOIN products p ON p.id = page.id JOIN sc ON sc.store_id = p.store_id
      ORDER BY page.title, page.id`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countProducts(opts.db, opts.userId, opts.competitorId),
    cursorOf: (last) => [last.title, Number(last.id)],
    toItem: (p) => ({
      id: Number(p.id),
      competitorId: p.competitor_id,
      externalId: p.external_id,
      title: p.title,
      handle: p.handle,
      vendor: p.vendor,
      productType: p.product_type,
      tags: p.tags,
      imageUrl: p.image_url,
      url: p.url,
      currentPrice: p.current_price,
      compareAtPrice: p.compare_at_price,
      available: p.available,
      currency: p.currency,
      shopifyCreatedAt: isoFromUtc(p.shopify_created_at),
      shopifyUpdatedAt: isoFromUtc(p.shopify_updated_at),
      createdAt: isoFromUtc(p.created_at),
      updatedAt: isoFromUtc(p.updated_at),
      competitorName: p.competitor_name,
      competitorDomain: p.competitor_domain,
    }),
  });
}

/** How many live products the user's active competitors (or one of them) hold. */
async function countProducts(db: TExecutor, userId: string, competitorId?: string): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      WITH sc AS (${activeScope(userId, competitorId)})
      SELECT count(*) AS n FROM sc JOIN products p ON p.store_id = sc.store_id AND p.removed_at IS NULL`),
  );
  return Number(row?.n ?? 0);
}
