import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { PREPARE_LONG_TEXT } from '../db/statement-cache';
import { planDepthSql } from '../best-sellers/plan-depth';
import { notificationTextSql } from './notification-text';

/** The config key of the default rule set's price threshold (docs/product-rules.md R11) and its fallback. */
export const PRICE_ALERT_THRESHOLD_KEY = 'price_alert_threshold';
export const DEFAULT_PRICE_ALERT_THRESHOLD = 3;

/** Event types that can notify, and the notification type each becomes (discount_ended and removals do not). */
const NOTIFIED_EVENTS: Record<string, string> = {
  price_decrease: 'price_drop',
  price_increase: 'price_increase',
  new_product: 'new_product',
  discount_started: 'discount_detected',
  discount_deepened: 'discount_detected',
  store_wide_sale: 'promo_campaign',
  out_of_stock: 'availability_change',
  back_in_stock: 'availability_change',
  theme_changed: 'storefront_change',
  app_added: 'storefront_change',
  app_removed: 'storefront_change',
  best_seller_move: 'best_seller',
};
const eventTypes = sql.raw(
  Object.keys(NOTIFIED_EVENTS)
    .map((t) => `'${t}'`)
    .join(', '),
);
const notificationType = sql.raw(
  `CASE e.type ${Object.entries(NOTIFIED_EVENTS)
    .map(([from, to]) => `WHEN '${from}' THEN '${to}'`)
    .join(' ')} END`,
);

/**
 * Turns a store's change events detected at or after `since` into notifications for every member of every account
 * that tracks the store, per that account's active rules, or the default rule set for an account with no rules at
 * all (an account whose rules are all paused hears nothing); each member then gets them by their own preferences
 * (docs/product-rules.md R24). One statement; an event reaches a person once (the unique key), so running it again
 * adds nothing. When several rules match, the notification names the most specific one, and every matching rule
 * gets lastTriggered. Returns the new notifications' ids: the seam for delivery (email, Slack, webhook).
 */
export async function fanOutEvents(opts: {
  db: TExecutor;
  storeId: string;
  /** The events detected at or after this time, or exactly these events (a scrape's batch, see publish-events.ts). */
  since: Date | { eventIds: number[] };
}): Promise<{ notificationIds: number[] }> {
  const { storeId } = opts;
  if ('eventIds' in opts.since && opts.since.eventIds.length === 0) return { notificationIds: [] };
  const which =
    'eventIds' in opts.since
      ? sql`e.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(opts.since.eventIds)}::jsonb))`
      : sql`e.detected_at >= ${opts.since.toISOString()}`;
  const text = notificationTextSql();
  const result = await opts.db.execute(sql`${sql.raw(PREPARE_LONG_TEXT)}
    WITH cfg AS (
      SELECT coalesce(max(CASE WHEN btrim(value) ~ '^[0-9]+(\\.[0-9]+)?$' THEN btrim(value)::numeric END),
        ${DEFAULT_PRICE_ALERT_THRESHOLD}) AS threshold
      FROM system_configs WHERE key = ${PRICE_ALERT_THRESHOLD_KEY} AND is_active
    ), subs AS (
      SELECT c.id, c.account_id, c.name, ${planDepthSql(sql`a.subscription_plan`)} AS best_seller_depth
      FROM competitors c JOIN accounts a ON a.id = c.account_id
      WHERE c.store_id = ${storeId} AND c.deactivated_at IS NULL
    ), rules AS (
      SELECT a.id, a.account_id, a.type, a.competitor_id, a.product_id, a.threshold, a.created_at
      FROM alerts a WHERE a.is_active AND a.account_id IN (SELECT account_id FROM subs)
      UNION ALL
      SELECT NULL::uuid, s.account_id, d.type, NULL::uuid, NULL::bigint, d.threshold, NULL::timestamptz
      FROM subs s CROSS JOIN cfg
      CROSS JOIN LATERAL (VALUES ('price_change', cfg.threshold), ('new_product', NULL::numeric),
        ('discount', NULL::numeric), ('stock_change', NULL::numeric), ('storefront_change', NULL::numeric))
        AS d(type, threshold)
      WHERE NOT EXISTS (SELECT 1 FROM alerts a WHERE a.account_id = s.account_id)
    ), ev AS (
      SELECT e.id, e.type, e.product_id, e.percentage_change, e.metadata, e.detected_at FROM change_events e
      WHERE e.store_id = ${storeId} AND ${which} AND e.type IN (${eventTypes})
    ), matches AS (
      SELECT s.account_id, s.id AS competitor_id, s.name AS competitor_name, e.id AS event_id, e.detected_at,
        r.id AS alert_id, r.product_id AS rule_product, r.competitor_id AS rule_competitor, r.created_at AS rule_at
      FROM ev e CROSS JOIN subs s JOIN rules r ON r.account_id = s.account_id
      WHERE (r.competitor_id IS NULL OR r.competitor_id = s.id)
        AND (r.product_id IS NULL OR r.product_id = e.product_id)
        AND CASE r.type
          WHEN 'price_change' THEN e.type IN ('price_increase', 'price_decrease')
            AND (r.threshold IS NULL OR abs(e.percentage_change) >= r.threshold)
          WHEN 'price_drop' THEN e.type = 'price_decrease'
            AND (r.threshold IS NULL OR -e.percentage_change >= r.threshold)
          WHEN 'price_increase' THEN e.type = 'price_increase'
            AND (r.threshold IS NULL OR e.percentage_change >= r.threshold)
          WHEN 'new_product' THEN e.type = 'new_product'
          WHEN 'discount' THEN e.type IN ('discount_started', 'discount_deepened', 'store_wide_sale')
            AND (r.threshold IS NULL OR e.percentage_change >= r.threshold)
          WHEN 'stock_change' THEN e.type IN ('out_of_stock', 'back_in_stock')
          WHEN 'storefront_change' THEN e.type IN ('theme_changed', 'app_added', 'app_removed')
          -- Only moves within the account's own plan's top, though a deeper plan reads the store (R149).
          WHEN 'best_seller_top' THEN e.type = 'best_seller_move'
            AND (e.metadata->>'rank')::int <= s.best_seller_depth
            AND (e.metadata->>'rank')::int <= coalesce(r.threshold, 10)
            AND coalesce((e.metadata->>'previousRank')::int > coalesce(r.threshold, 10), true)
          WHEN 'best_seller_climb' THEN e.type = 'best_seller_move'
            AND (e.metadata->>'rank')::int <= s.best_seller_depth
            AND (e.metadata->>'previousRank')::int - (e.metadata->>'rank')::int >= coalesce(r.threshold, 1)
          ELSE false END
    ), chosen AS (
      SELECT DISTINCT ON (event_id, account_id) * FROM matches
      ORDER BY event_id, account_id, rule_product IS NULL, rule_competitor IS NULL, rule_at
    ), ins AS (
      INSERT INTO notifications (user_id, alert_id, change_event_id, competitor_id, account_id, product_id, type,
        title, message, old_price, new_price, percentage_change, discount_amount, created_at)
      SELECT am.user_id, m.alert_id, e.id, m.competitor_id, m.account_id, e.product_id, ${notificationType},
        ${text.title}, ${text.message},
        CASE WHEN e.type LIKE 'discount_%' THEN coalesce(e.new_compare_at_price, e.old_price) ELSE e.old_price END,
        e.new_price, e.percentage_change,
        CASE WHEN e.type LIKE 'discount_%' THEN e.new_compare_at_price - e.new_price END,
        e.detected_at
      FROM chosen m
      JOIN account_members am ON am.account_id = m.account_id
      JOIN change_events e ON e.id = m.event_id
      JOIN stores st ON st.id = e.store_id
      LEFT JOIN products p ON p.id = e.product_id
      ON CONFLICT (change_event_id, user_id, type) DO NOTHING
      RETURNING id, user_id, change_event_id
    ), touched AS (
      UPDATE alerts a SET last_triggered = t.at
      FROM (
        SELECT m.alert_id, max(m.detected_at) AS at FROM matches m
        JOIN account_members am ON am.account_id = m.account_id
        JOIN ins i ON i.user_id = am.user_id AND i.change_event_id = m.event_id
        WHERE m.alert_id IS NOT NULL GROUP BY m.alert_id
      ) t
      WHERE a.id = t.alert_id AND (a.last_triggered IS NULL OR a.last_triggered < t.at)
    )
    SELECT id FROM ins ORDER BY id`);
  return { notificationIds: rowsOf<{ id: number | string }>(result).map((r) => Number(r.id)) };
}
