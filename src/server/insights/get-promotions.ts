import { sql } from 'drizzle-orm';
import type { TPromotions } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { listDiscountHistory } from './list-discount-history';
import { activeScope } from './scope';

export const ON_SALE_LIMIT = 500;

/** A live product is on sale when its compare-at price is above its current price. */
const onSaleWhere = sql`p.removed_at IS NULL AND p.compare_at_price > p.current_price`;
const discountPct = sql`(p.compare_at_price - p.current_price) / p.compare_at_price * 100`;

type TOnSaleRow = {
  product_id: string | number;
  title: string;
  image_url: string | null;
  url: string;
  competitor_name: string;
  current_price: string;
  compare_at_price: string;
  discount_percent: number;
  save_amount: string;
  currency: string;
};

/** What the user's active competitors have on sale now and their recent discount events; all money in numeric. */
export async function getPromotions(opts: {
  db: TExecutor;
  accountId: string;
  competitorId?: string;
  now?: Date;
}): Promise<TPromotions> {
  const now = (opts.now ?? new Date()).toISOString();
  const scope = activeScope(opts.accountId, opts.competitorId);
  // One scan gives the per-currency savings and, in the grand-total row, the count and mean discount.
  // Savings are summed per currency only: a dollar and a euro never add up (docs/product-rules.md R13).
  const groups = rowsOf<{
    currency: string | null;
    on_sale: number;
    amount: string | null;
    avg: number | null;
  }>(
    await opts.db.execute(sql`
      WITH sc AS (${scope})
      SELECT sc.currency, count(*)::int AS on_sale, sum(p.compare_at_price - p.current_price)::text AS amount,
        round(avg(${discountPct}))::int AS avg
      FROM sc JOIN products p ON p.store_id = sc.store_id
      WHERE ${onSaleWhere}
      GROUP BY GROUPING SETS ((sc.currency), ())
      ORDER BY sc.currency`),
  );
  const total = groups.find((g) => g.currency === null);
  const savings = groups.filter((g) => g.currency !== null && g.amount !== null);
  const [alerts] = rowsOf<{ n: number }>(
    await opts.db.execute(sql`
      WITH sc AS (${scope})
      SELECT count(*)::int AS n FROM sc JOIN change_events e ON e.store_id = sc.store_id
      WHERE e.type IN ('discount_started', 'discount_deepened', 'store_wide_sale')
        AND e.detected_at >= ${now}::timestamptz - interval '7 days'`),
  );
  const onSale = rowsOf<TOnSaleRow>(
    await opts.db.execute(sql`
      WITH sc AS (${scope})
      SELECT p.id AS product_id, p.title, p.image_url, p.url, sc.name AS competitor_name, p.current_price,
        p.compare_at_price, round(${discountPct})::int AS discount_percent,
        (p.compare_at_price - p.current_price)::text AS save_amount, sc.currency
      FROM sc JOIN products p ON p.store_id = sc.store_id
      WHERE ${onSaleWhere}
      ORDER BY ${discountPct} DESC, p.id
      LIMIT ${ON_SALE_LIMIT}`),
  );
  return {
    productsOnSale: Number(total?.on_sale ?? 0),
    discountAlerts7d: Number(alerts?.n ?? 0),
    totalSavings: savings.map((g) => ({ currency: g.currency!, amount: g.amount! })),
    avgDiscount: Number(total?.avg ?? 0),
    onSale: onSale.map((r) => ({
      productId: Number(r.product_id),
      title: r.title,
      imageUrl: r.image_url,
      url: r.url,
      competitorName: r.competitor_name,
      currentPrice: r.current_price,
      compareAtPrice: r.compare_at_price,
      discountPercent: Number(r.discount_percent),
      saveAmount: r.save_amount,
      currency: r.currency,
    })),
    discountHistory: await listDiscountHistory(opts),
  };
}
