import { sql } from 'drizzle-orm';
import type { TPromotions } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { isoFromUtc, utcText } from '../db/utc-time';
import { activeScope } from './scope';

export const DISCOUNT_HISTORY_LIMIT = 100;

type TRow = {
  id: string | number;
  product_id: string | number | null;
  title: string;
  variant_title: string | null;
  competitor_name: string;
  type: TPromotions['discountHistory'][number]['type'];
  old_price: string | null;
  new_price: string | null;
  percentage_change: string | null;
  discount_amount: string | null;
  currency: string;
  detected_at: string;
};

/** Discount events (started, deepened, ended, store-wide sale) of the user's active competitors, newest first. */
export async function listDiscountHistory(opts: {
  db: TExecutor;
  accountId: string;
  competitorId?: string;
}): Promise<TPromotions['discountHistory']> {
  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.accountId, opts.competitorId)})
      SELECT e.id, e.product_id,
        coalesce(p.title, 'Store-wide sale') AS title, e.variant_title,
        sc.name AS competitor_name, e.type, e.old_price, e.new_price, e.percentage_change,
        CASE WHEN e.new_compare_at_price > e.new_price THEN (e.new_compare_at_price - e.new_price)::text END
          AS discount_amount,
        sc.currency, ${utcText(sql`e.detected_at`)} AS detected_at
      FROM sc
      CROSS JOIN (VALUES ('discount_started'), ('discount_deepened'), ('discount_ended'), ('store_wide_sale'))
        AS t(type)
      CROSS JOIN LATERAL (
        SELECT * FROM change_events ev WHERE ev.store_id = sc.store_id AND ev.type = t.type
        ORDER BY ev.detected_at DESC, ev.id DESC LIMIT ${DISCOUNT_HISTORY_LIMIT}
      ) e
      LEFT JOIN products p ON p.id = e.product_id
      ORDER BY e.detected_at DESC, e.id DESC
      LIMIT ${DISCOUNT_HISTORY_LIMIT}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    productId: r.product_id === null ? null : Number(r.product_id),
    title: r.title,
    variantTitle: r.variant_title,
    competitorName: r.competitor_name,
    type: r.type,
    oldPrice: r.old_price,
    newPrice: r.new_price,
    percentageChange: r.percentage_change,
    discountAmount: r.discount_amount,
    currency: r.currency,
    detectedAt: isoFromUtc(r.detected_at),
  }));
}
