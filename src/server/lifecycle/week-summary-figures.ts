import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

export type TPriceMove = {
  productName: string;
  productUrl: string | null;
  imageUrl: string | null;
  /** The user's name for the competitor. */
  store: string;
  currency: string;
  oldPrice: string;
  newPrice: string;
  percentChange: string;
};

/** A user's past 7 days across their active competitors. */
export type TWeekSummary = {
  competitors: number;
  products: number;
  priceChanges: number;
  newProducts: number;
  discountsStarted: number;
  biggestDrop: TPriceMove | null;
  biggestRise: TPriceMove | null;
};

export type TSummaryUser = { userId: string; email: string; name: string; summary: TWeekSummary };

export const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The biggest move of one type for the user, as JSON with prices kept as decimal strings. */
const biggest = (type: 'price_decrease' | 'price_increase', order: SQL) => sql`(
  SELECT json_build_object('productName', ev.title, 'productUrl', ev.url, 'imageUrl', ev.image_url,
    'store', ev.store, 'currency', ev.currency, 'oldPrice', ev.old_price::text, 'newPrice', ev.new_price::text,
    'percentChange', ev.percentage_change::text)
  FROM ev WHERE ev.user_id = u.id AND ev.type = ${type} AND ev.percentage_change IS NOT NULL
  ORDER BY ev.percentage_change ${order}, ev.detected_at DESC, ev.id DESC LIMIT 1)`;

/**
 * Every selected user's week figures in one query (never one per user): competitors and products tracked,
 * price changes, the biggest drop and rise with product and store, new products and discounts started, over
 * the user's active competitors in [now - 7 days, now). `where` filters `users u`.
 */
export async function selectWeekSummaries(opts: {
  db: TExecutor;
  now: Date;
  where: SQL;
  /** Only users with at least one active competitor (the scheduled summary). */
  withCompetitorsOnly?: boolean;
}): Promise<TSummaryUser[]> {
  const to = opts.now.toISOString();
  const from = new Date(opts.now.getTime() - WEEK_MS).toISOString();
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      WITH u AS (SELECT u.id, u.email, coalesce(nullif(u.first_name, ''), u.username) AS name
                 FROM users u WHERE ${opts.where}),
      -- The active competitors of every account the person belongs to (docs/product-rules.md R24).
      c AS (SELECT m.user_id, c.store_id, c.name FROM competitors c
            JOIN account_members m ON m.account_id = c.account_id JOIN u ON u.id = m.user_id
            WHERE c.deactivated_at IS NULL),
      ev AS (SELECT c.user_id, c.name AS store, s.currency, e.id, e.type, e.old_price, e.new_price,
               e.percentage_change, e.detected_at, p.title, p.url, p.image_url
             FROM c JOIN change_events e ON e.store_id = c.store_id
               AND e.detected_at >= ${from} AND e.detected_at < ${to}
             JOIN stores s ON s.id = c.store_id
             LEFT JOIN products p ON p.id = e.product_id)
      SELECT u.id, u.email, u.name,
        (SELECT count(*)::int FROM c WHERE c.user_id = u.id) AS competitors,
        (SELECT count(*)::int FROM products p JOIN c ON p.store_id = c.store_id
          WHERE c.user_id = u.id AND p.removed_at IS NULL) AS products,
        (SELECT count(*)::int FROM ev WHERE ev.user_id = u.id
          AND ev.type IN ('price_increase', 'price_decrease')) AS price_changes,
        (SELECT count(*)::int FROM ev WHERE ev.user_id = u.id AND ev.type = 'new_product') AS new_products,
        (SELECT count(*)::int FROM ev WHERE ev.user_id = u.id AND ev.type = 'discount_started') AS discounts,
        ${biggest('price_decrease', sql`ASC`)} AS biggest_drop,
        ${biggest('price_increase', sql`DESC`)} AS biggest_rise
      FROM u
      ${opts.withCompetitorsOnly ? sql`WHERE EXISTS (SELECT 1 FROM c WHERE c.user_id = u.id)` : sql``}
      ORDER BY u.id`),
  );
  const move = (v: unknown): TPriceMove | null =>
    v ? ((typeof v === 'string' ? JSON.parse(v) : v) as TPriceMove) : null;
  return rows.map((r) => ({
    userId: r.id as string,
    email: r.email as string,
    name: r.name as string,
    summary: {
      competitors: Number(r.competitors),
      products: Number(r.products),
      priceChanges: Number(r.price_changes),
      newProducts: Number(r.new_products),
      discountsStarted: Number(r.discounts),
      biggestDrop: move(r.biggest_drop),
      biggestRise: move(r.biggest_rise),
    },
  }));
}
