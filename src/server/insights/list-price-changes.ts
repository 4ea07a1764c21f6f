import { sql, type SQL } from 'drizzle-orm';
import {
  PRICE_CHANGE_SORT_DEFAULT_DIR,
  type TPriceChange,
  type TPriceChangeFilters,
  type TPriceChangeSort,
} from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import type { TCursorPart } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';
import { decodeSortCursor } from '../lib/sort-cursor';
import { epochMicrosFromUtc, isoFromUtc, utcText } from '../db/utc-time';
import { productMatches } from '../products/list-products';
import { activeScope, storeFigure } from './scope';

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
  change_key: string;
  currency: string;
  changed_at: string;
};

/**
 * A move up from 0.00 has no percentage; as a sort key it is the biggest rise there is. The same expression is
 * indexed (change_events_store_change_idx), so it must stay written this way.
 */
const CHANGE_KEY = (e: string) => sql.raw(`coalesce(${e}.percentage_change, 1000000)`);

/**
 * Each sort's key of a move e inside one store, and the cursor parts that carry it (docs/product-rules.md R125).
 * Every key has its index, so a store's page reads only limit+1 keys: change_events_store_price_idx (when),
 * _store_new_price_idx (price) and _store_change_idx (change). The store sort reads each store newest first and
 * orders the stores by name.
 */
const SORT_KEYS: Record<Exclude<TPriceChangeSort, 'store'>, { key: SQL; part: TCursorPart }> = {
  changedAt: { key: sql`e.detected_at`, part: 'micros' },
  price: { key: sql`e.new_price`, part: 'decimal' },
  change: { key: CHANGE_KEY('e'), part: 'decimal' },
};
const STORE_PARTS: TCursorPart[] = ['text', 'uuid', 'micros'];

/** What the search and the availability and on-sale filters ask of a product p (R87, R125); null: nothing. */
function productFilterSql(f: TPriceChangeFilters): SQL | null {
  const parts: SQL[] = [];
  if (f.q) parts.push(productMatches(f.q));
  if (f.availability) parts.push(sql`p.available = ${f.availability === 'in_stock'}`);
  // The SQL form of docs/product-rules.md R86: a discount is a compare-at strictly above the price.
  if (f.onSale === 'true') parts.push(sql`p.compare_at_price > p.current_price`);
  if (f.onSale === 'false') parts.push(sql`NOT coalesce(p.compare_at_price > p.current_price, false)`);
  return parts.length ? sql.join(parts, sql` AND `) : null;
}

/**
 * A page walks a store's moves in order and tests each move's product by primary key until it has limit+1: a
 * cheap test, since a page stops early.
 */
const productExists = (f: TPriceChangeFilters) => {
  const products = productFilterSql(f);
  return products
    ? sql`AND EXISTS (SELECT 1 FROM products p WHERE p.id = e.product_id AND ${products})`
    : sql``;
};

/** The price moves e of a store the list holds: both ways, or only rises or only drops. */
function typeSql(f: TPriceChangeFilters): SQL {
  if (f.direction === 'increase') return sql`e.type = 'price_increase'`;
  if (f.direction === 'decrease') return sql`e.type = 'price_decrease'`;
  return sql`e.type IN ('price_increase', 'price_decrease')`;
}

/**
 * Price moves of variants in the user's active competitors' stores, searched, filtered and sorted (newest first
 * by default), one keyset page at a time. Each store reads only the keys of its first limit+1 moves in the sort's
 * order from an index; only the page's rows are then fetched whole, so a page costs about limit keys per store
 * whatever the history holds. The cursor carries the sort, its direction and the last row's key.
 */
export async function listPriceChanges(
  opts: {
    db: TExecutor;
    accountId: string;
    competitorId?: string;
    limit?: number;
    cursor?: string;
  } & TPriceChangeFilters,
): Promise<TPage<TPriceChange>> {
  const limit = Math.min(opts.limit ?? PRICE_CHANGES_PAGE.default, PRICE_CHANGES_PAGE.max);
  const sort = opts.sort ?? 'changedAt';
  const dir = opts.dir ?? PRICE_CHANGE_SORT_DEFAULT_DIR[sort];
  const order = sql.raw(dir === 'asc' ? 'ASC' : 'DESC');
  const cmp = sql.raw(dir === 'asc' ? '>' : '<');
  const byStore = sort === 'store';
  const parts = byStore ? STORE_PARTS : [SORT_KEYS[sort].part];
  const after = opts.cursor ? decodeSortCursor(opts.cursor, sort, dir, parts) : null;

  // Inside one store: the key and its order, and where the page after the cursor starts.
  const key = byStore ? sql`e.detected_at` : SORT_KEYS[sort].key;
  const inStoreOrder = byStore ? sql`e.detected_at DESC, e.id DESC` : sql`${key} ${order}, e.id ${order}`;
  let inStoreAfter = sql``;
  let storesAfter = sql``;
  if (after && byStore) {
    const [name, competitorId, at] = after.values as [SQL, SQL, SQL];
    // The cursor's own store continues after its row; stores before it in the order are done.
    inStoreAfter = sql`AND (sc.id <> ${competitorId} OR (e.detected_at, e.id) < (${at}, ${after.id}))`;
    storesAfter = sql`WHERE (sc.name, sc.id) ${sql.raw(dir === 'asc' ? '>=' : '<=')} (${name}, ${competitorId})`;
  } else if (after) {
    inStoreAfter = sql`AND (${key}, e.id) ${cmp} (${after.values[0]!}, ${after.id})`;
  }
  const pageOrder = byStore
    ? sql`k.name ${order}, k.competitor_id ${order}, k.k1 DESC, k.id DESC`
    : sql`k.k1 ${order}, k.id ${order}`;

  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.accountId, opts.competitorId)}),
      page AS MATERIALIZED (
        SELECT k.id, row_number() OVER (ORDER BY ${pageOrder}) AS n FROM (
          SELECT k.* FROM sc CROSS JOIN LATERAL (
            SELECT e.id, ${key} AS k1, sc.name, sc.id AS competitor_id FROM change_events e
            WHERE e.store_id = sc.store_id AND ${typeSql(opts)} ${productExists(opts)} ${inStoreAfter}
            ORDER BY ${inStoreOrder}
            LIMIT ${pageLimit(limit)}
          ) k
          ${storesAfter}
          ORDER BY ${pageOrder}
          LIMIT ${pageLimit(limit)}
        ) k
      )
      SELECT ce.id, ce.product_id, p.title, p.image_url, p.url, ce.variant_title, sc.id AS competitor_id,
        sc.name AS competitor_name, ce.old_price, ce.new_price, ce.type, ce.percentage_change,
        ${CHANGE_KEY('ce')}::text AS change_key, sc.currency, ${utcText(sql`ce.detected_at`)} AS changed_at
      FROM page
      JOIN change_events ce ON ce.id = page.id
      JOIN sc ON sc.store_id = ce.store_id
      JOIN products p ON p.id = ce.product_id
      ORDER BY page.n`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countPriceChanges(opts.db, opts.accountId, opts),
    cursorOf: (last) => [sort, dir, ...cursorKey(sort, last), Number(last.id)],
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

/** The last row's sort key, as the cursor carries it. */
function cursorKey(sort: TPriceChangeSort, r: TRow): string[] {
  if (sort === 'price') return [r.new_price];
  if (sort === 'change') return [r.change_key];
  const at = epochMicrosFromUtc(r.changed_at);
  return sort === 'store' ? [r.competitor_name, r.competitor_id, at] : [at];
}

/** The stores' own count of their price moves of the list's direction (kept by migration 0043's triggers). */
function storeMoveCount(f: TPriceChangeFilters): SQL {
  if (f.direction === 'increase') return sql`s.price_increase_count`;
  if (f.direction === 'decrease') return sql`s.price_decrease_count`;
  return sql`s.price_increase_count + s.price_decrease_count`;
}

/**
 * How many price moves of the user's active competitors (or one of them) pass the filters: the true total.
 * Without product filters it adds up their stores' counts of moves; with them it starts from the products that
 * pass, each tested once, and reads their moves by product.
 */
async function countPriceChanges(
  db: TExecutor,
  accountId: string,
  opts: { competitorId?: string } & TPriceChangeFilters,
): Promise<number> {
  const products = productFilterSql(opts);
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      WITH sc AS (${activeScope(accountId, opts.competitorId)})
      ${
        products
          ? sql`SELECT count(*) AS n FROM sc
              JOIN products p ON p.store_id = sc.store_id AND ${products}
              JOIN change_events e ON e.product_id = p.id AND e.store_id = sc.store_id AND ${typeSql(opts)}`
          : sql`SELECT coalesce(sum(${storeFigure(sql`sc.store_id`, storeMoveCount(opts))}), 0) AS n FROM sc`
      }`),
  );
  return Number(row?.n ?? 0);
}
