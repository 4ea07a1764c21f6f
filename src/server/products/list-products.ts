import { sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_SORT_DEFAULT_DIR,
  ZProductFilters,
  type TProduct,
  type TProductFilters,
  type TProductSort,
} from '@shared/contracts/competitors';
import { discountCompareAt } from '@shared/pricing/compare-at';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import { epochMicrosFromUtc, isoFromUtc, utcText } from '../db/utc-time';
import { activeScope, storeFigure } from '../insights/scope';
import type { TCursorPart } from '../lib/keyset-cursor';
import { pageQuery } from '../lib/page-query';
import { keysetPage, type TPage } from '../lib/send-page';
import { decodeSortCursor } from '../lib/sort-cursor';

export const PRODUCTS_PAGE = { default: 100, max: 500 };

export const productQuery = pageQuery(PRODUCTS_PAGE).extend(ZProductFilters.shape);

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
  last_change_at: string | null;
  last_change_pct: string | null;
  /** The sort key of the row, as the cursor carries it. */
  k1: string;
  k2: string | null;
};

/**
 * Each sort's key inside one store (p: products, sc: the competitor) and the cursor parts that carry it; each has
 * its index (docs/product-rules.md R87). Keys never hold NULL, so row comparison and ORDER BY agree: a product
 * without a price sorts as -1, one that never moved as a 0 % change at the epoch.
 */
const SORT_KEYS: Record<TProductSort, { keys: SQL[]; parts: TCursorPart[] }> = {
  title: { keys: [sql`p.title`], parts: ['text'] },
  price: { keys: [sql`coalesce(p.current_price, -1)`], parts: ['decimal'] },
  change: { keys: [sql`coalesce(p.last_price_change_pct, 0)`], parts: ['decimal'] },
  lastChange: { keys: [sql`coalesce(p.last_price_change_at, 'epoch'::timestamptz)`], parts: ['micros'] },
  store: { keys: [sql`sc.name`, sql`p.title`], parts: ['text', 'text'] },
};

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether product p matches a search by title, vendor or a variant's SKU (docs/product-rules.md R87). */
export function productMatches(q: string): SQL {
  const like = likePattern(q);
  return sql`(p.title ILIKE ${like} OR p.vendor ILIKE ${like}
    OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.sku ILIKE ${like}))`;
}

/** The search and filters of docs/product-rules.md R87, over products p of one store. */
function filterSql(f: TProductFilters): SQL {
  const parts: SQL[] = [];
  if (f.q) parts.push(sql`AND ${productMatches(f.q)}`);
  if (f.availability) parts.push(sql`AND p.available = ${f.availability === 'in_stock'}`);
  // The SQL form of docs/product-rules.md R86: a discount is a compare-at strictly above the price.
  if (f.onSale === 'true') parts.push(sql`AND p.compare_at_price > p.current_price`);
  if (f.onSale === 'false') parts.push(sql`AND NOT coalesce(p.compare_at_price > p.current_price, false)`);
  return sql.join(parts, sql` `);
}

/**
 * The live products of the user's active competitors (or of one of them), searched, filtered and sorted
 * (docs/product-rules.md R87), one keyset page at a time. Each store reads only its first limit+1 keys in the
 * sort's order (products_store_title_idx, _price_idx, _change_idx, _last_change_idx); the page is
 * the smallest of those, and only its rows are fetched whole. The cursor carries the sort, its direction and the
 * last row's key, so a page never continues another sort's list.
 */
export async function listProducts(
  opts: {
    db: TExecutor;
    accountId: string;
    competitorId?: string;
    limit?: number;
    cursor?: string;
  } & TProductFilters,
): Promise<TPage<TProduct>> {
  const limit = Math.min(opts.limit ?? PRODUCTS_PAGE.default, PRODUCTS_PAGE.max);
  const sort = opts.sort ?? 'title';
  const dir = opts.dir ?? PRODUCT_SORT_DEFAULT_DIR[sort];
  const { keys, parts } = SORT_KEYS[sort];
  const after = opts.cursor ? decodeSortCursor(opts.cursor, sort, dir, parts) : null;
  const order = sql.raw(dir === 'asc' ? 'ASC' : 'DESC');
  const cmp = sql.raw(dir === 'asc' ? '>' : '<');
  const keyList = sql.join(keys, sql`, `);
  const orderBy = (cols: SQL[]) =>
    sql.join([...cols.map((c) => sql`${c} ${order}`), sql`id ${order}`], sql`, `);
  const k = keys.map((_, i) => sql.raw(`k${i + 1}`));
  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.accountId, opts.competitorId)}),
      page AS MATERIALIZED (
        SELECT q.* FROM sc CROSS JOIN LATERAL (
          SELECT p.id, ${sql.join(
            keys.map((key, i) => sql`${key} AS ${k[i]!}`),
            sql`, `,
          )}
          FROM products p
          WHERE p.store_id = sc.store_id AND p.removed_at IS NULL ${filterSql(opts)}
            ${after ? sql`AND (${keyList}, p.id) ${cmp} (${sql.join(after.values, sql`, `)}, ${after.id})` : sql``}
          ORDER BY ${sql.join(
            keys.map((key) => sql`${key} ${order}`),
            sql`, `,
          )}, p.id ${order}
          LIMIT ${pageLimit(limit)}
        ) q
        ORDER BY ${orderBy(k)}
        LIMIT ${pageLimit(limit)}
      )
      SELECT p.id, sc.id AS competitor_id, p.external_id, p.title, p.handle, p.vendor, p.product_type, p.tags,
        p.image_url, p.url, p.current_price, p.compare_at_price, p.available, sc.currency,
        ${utcText(sql`p.shopify_created_at`)} AS shopify_created_at,
        ${utcText(sql`p.shopify_updated_at`)} AS shopify_updated_at,
        ${utcText(sql`p.created_at`)} AS created_at, ${utcText(sql`p.updated_at`)} AS updated_at,
        sc.name AS competitor_name, sc.domain AS competitor_domain,
        ${utcText(sql`p.last_price_change_at`)} AS last_change_at, p.last_price_change_pct::text AS last_change_pct,
        ${sort === 'lastChange' ? utcText(sql`page.k1`) : sql`page.k1::text`} AS k1,
        ${keys.length > 1 ? sql`page.k2::text` : sql`NULL`} AS k2
      FROM page JOIN products p ON p.id = page.id JOIN sc ON sc.store_id = p.store_id
      ORDER BY ${sql.join([...k.map((c) => sql`page.${c} ${order}`), sql`page.id ${order}`], sql`, `)}`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countProducts(opts.db, opts.accountId, opts.competitorId, opts),
    cursorOf: (last) => [
      sort,
      dir,
      ...(sort === 'lastChange'
        ? [epochMicrosFromUtc(last.k1)]
        : last.k2 === null
          ? [last.k1]
          : [last.k1, last.k2]),
      Number(last.id),
    ],
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
      compareAtPrice: discountCompareAt(p.current_price, p.compare_at_price),
      lastPriceChangeAt: isoFromUtc(p.last_change_at),
      lastPriceChangePct: p.last_change_pct,
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

/**
 * How many live products the user's active competitors (or one of them) hold that pass the filters. Unfiltered,
 * it is the sum of their stores' product_count, as on the dashboard (get-dashboard-stats.ts): every ingest sets
 * it in its own transaction to the live products it leaves, so it is the same figure without counting them.
 */
async function countProducts(
  db: TExecutor,
  accountId: string,
  competitorId: string | undefined,
  filters: TProductFilters,
): Promise<number> {
  const filtered = Boolean(filters.q || filters.availability || filters.onSale);
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(
      filtered
        ? sql`
          WITH sc AS (${activeScope(accountId, competitorId)})
          SELECT count(*) AS n FROM sc
          JOIN products p ON p.store_id = sc.store_id AND p.removed_at IS NULL ${filterSql(filters)}`
        : sql`
          WITH sc AS (${activeScope(accountId, competitorId)})
          SELECT coalesce(sum(${storeFigure(sql`sc.store_id`, sql`s.product_count`)}), 0) AS n FROM sc`,
    ),
  );
  return Number(row?.n ?? 0);
}
