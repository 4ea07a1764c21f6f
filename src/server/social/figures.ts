import { sql } from 'drizzle-orm';
import type { TSocialFigure } from '@shared/contracts/social';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

export const FIGURE_WINDOW_DAYS = 7;

export const FIGURE_KEYS = [
  'monitored_stores',
  'monitored_products',
  'price_moved_products_7d',
  'price_moved_share_7d',
  'price_increases_7d',
  'price_decreases_7d',
  'median_price_move_pct_7d',
  'products_on_sale',
  'median_discount_pct',
  'launches_7d',
  'store_wide_sales_7d',
  'stores_with_store_wide_sale_7d',
] as const;
export type TFigureKey = (typeof FIGURE_KEYS)[number];

/** The figures available now; a figure with nothing to compute it from (no rows) is absent, never 0 or made up. */
export type TFigures = Partial<Record<TFigureKey, TSocialFigure>>;

type TAggregates = {
  stores: number;
  products: number;
  moved: number;
  increases: number;
  decreases: number;
  median_move: string | null;
  on_sale: number;
  median_discount: string | null;
  launches: number;
  store_wide_sales: number;
  store_wide_stores: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * Every figure a post may quote, from one set-based read of what Rivalwatch holds (docs/product-rules.md R106):
 * the stores some user monitors (an active competitor row), their current products, and their change events of
 * the last 7 days up to `now`.
 */
export async function computeFigures(db: TExecutor, now: Date): Promise<TFigures> {
  const since = new Date(now.getTime() - FIGURE_WINDOW_DAYS * 86_400_000);
  const [a] = rowsOf<TAggregates>(
    await db.execute(sql`
      WITH monitored_stores AS (
        SELECT DISTINCT c.store_id FROM competitors c WHERE c.deactivated_at IS NULL
      ), monitored AS (
        SELECT p.id, p.current_price, p.compare_at_price, p.last_price_change_at
        FROM products p JOIN monitored_stores s ON s.store_id = p.store_id
        WHERE p.removed_at IS NULL
      ), events AS (
        SELECT e.type, e.store_id, e.percentage_change
        FROM change_events e JOIN monitored_stores s ON s.store_id = e.store_id
        WHERE e.detected_at > ${since.toISOString()}::timestamptz AND e.detected_at <= ${now.toISOString()}::timestamptz
          AND e.type IN ('price_increase', 'price_decrease', 'new_product', 'store_wide_sale')
      )
      SELECT
        (SELECT count(*) FROM monitored_stores)::int AS stores,
        (SELECT count(*) FROM monitored)::int AS products,
        (SELECT count(*) FROM monitored
          WHERE last_price_change_at > ${since.toISOString()}::timestamptz
            AND last_price_change_at <= ${now.toISOString()}::timestamptz)::int AS moved,
        (SELECT count(*) FROM events WHERE type = 'price_increase')::int AS increases,
        (SELECT count(*) FROM events WHERE type = 'price_decrease')::int AS decreases,
        (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(percentage_change))
          FROM events WHERE type IN ('price_increase', 'price_decrease') AND percentage_change IS NOT NULL
        )::text AS median_move,
        (SELECT count(*) FROM monitored
          WHERE current_price > 0 AND compare_at_price > current_price)::int AS on_sale,
        (SELECT percentile_cont(0.5) WITHIN GROUP (
            ORDER BY (compare_at_price - current_price) / compare_at_price * 100)
          FROM monitored WHERE current_price > 0 AND compare_at_price > current_price)::text AS median_discount,
        (SELECT count(*) FROM events WHERE type = 'new_product')::int AS launches,
        (SELECT count(*) FROM events WHERE type = 'store_wide_sale')::int AS store_wide_sales,
        (SELECT count(DISTINCT store_id) FROM events WHERE type = 'store_wide_sale')::int AS store_wide_stores
    `),
  );
  if (!a) return {};
  const computedAt = now.toISOString();
  const week = `the 7 days to ${computedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const figures: TFigures = {};
  const put = (
    key: TFigureKey,
    value: number,
    opts: { label: string; source: string; percent?: boolean; sampleSize?: number | null },
  ) => {
    const v = round1(value);
    figures[key] = {
      key,
      label: opts.label,
      value: v,
      formatted: `${formatNumber(v)}${opts.percent ? '%' : ''}`,
      source: opts.source,
      computedAt,
      sampleSize: opts.sampleSize ?? null,
    };
  };

  if (a.stores > 0) {
    put('monitored_stores', a.stores, {
      label: 'Shopify stores monitored',
      source: 'Stores with at least one active competitor subscription',
    });
  }
  if (a.products > 0) {
    put('monitored_products', a.products, {
      label: 'Products monitored',
      source: 'Current (not removed) products of the monitored stores',
    });
    put('price_moved_products_7d', a.moved, {
      label: 'Monitored products whose price moved',
      source: `Monitored products with a price change in ${week}`,
      sampleSize: a.products,
    });
    put('price_moved_share_7d', (a.moved / a.products) * 100, {
      label: 'Share of monitored products whose price moved',
      source: `Monitored products with a price change in ${week}, divided by all ${a.products} monitored products`,
      percent: true,
      sampleSize: a.products,
    });
  }
  if (a.increases + a.decreases > 0) {
    put('price_increases_7d', a.increases, {
      label: 'Price increases',
      source: `Price increase events in the monitored stores in ${week}`,
    });
    put('price_decreases_7d', a.decreases, {
      label: 'Price decreases',
      source: `Price decrease events in the monitored stores in ${week}`,
    });
  }
  if (a.median_move !== null) {
    put('median_price_move_pct_7d', Number(a.median_move), {
      label: 'Median size of a price move',
      source: `Median absolute percentage of the ${a.increases + a.decreases} price moves in ${week}`,
      percent: true,
      sampleSize: a.increases + a.decreases,
    });
  }
  if (a.on_sale > 0 && a.median_discount !== null) {
    put('products_on_sale', a.on_sale, {
      label: 'Monitored products on sale',
      source: 'Monitored products whose compare-at price is above their price now',
    });
    put('median_discount_pct', Number(a.median_discount), {
      label: 'Median discount depth',
      source: `Median of (compare-at − price) ÷ compare-at over the ${a.on_sale} monitored products on sale now`,
      percent: true,
      sampleSize: a.on_sale,
    });
  }
  if (a.launches > 0) {
    put('launches_7d', a.launches, {
      label: 'Product launches',
      source: `New product events in the monitored stores in ${week}`,
    });
  }
  if (a.store_wide_sales > 0) {
    put('store_wide_sales_7d', a.store_wide_sales, {
      label: 'Store-wide sales',
      source: `Store-wide sale events in the monitored stores in ${week}`,
    });
    put('stores_with_store_wide_sale_7d', a.store_wide_stores, {
      label: 'Stores that ran a store-wide sale',
      source: `Distinct monitored stores with a store-wide sale event in ${week}`,
    });
  }
  return figures;
}
