import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { moneySql } from './notification-text';

/**
 * The price-position alerts a store's published price moves set off (docs/product-rules.md R134), in one statement:
 * for every confirmed match a moved product is on (mine or a competitor's), each active `undercut` rule holds when
 * the competitor's price is below mine by at least its threshold (any amount without one), each `highest_price`
 * rule when my price is above every matched competitor's. Only prices in one currency are compared (docs/product-rules.md R126).
 * A condition that newly holds adds its row to alert_position_states and notifies every member of the account,
 * once per (event, person, type); one that no longer holds loses its row, so a rule fires again only after its
 * condition cleared and returned. The notification names my product, the competitor (the cheapest undercutting
 * one, or the dearest one below me), my price as old_price, theirs as new_price and theirs against mine in percent.
 * Returns the new notifications' ids, for delivery like fanOutEvents's.
 */
export async function fanOutPositionAlerts(opts: {
  db: TExecutor;
  storeId: string;
  eventIds: number[];
}): Promise<{ notificationIds: number[] }> {
  if (opts.eventIds.length === 0) return { notificationIds: [] };
  // Most moves touch no confirmed match: then no rule can newly hold or clear, and the statement below (whose
  // planning alone costs milliseconds, in every scrape that publishes a price move) is not needed.
  if (!(await touchesConfirmedMatch(opts))) return { notificationIds: [] };
  const myPrice = moneySql(sql`f.my_price`, sql`f.currency`);
  const theirPrice = moneySql(sql`f.their_price`, sql`f.currency`);
  const pct = sql`to_char(abs(f.pct), 'FM99999990.0')`;
  const result = await opts.db.execute(sql`
    WITH moved AS (
      SELECT e.product_id, max(e.id) AS event_id FROM change_events e
      WHERE e.store_id = ${opts.storeId}
        AND e.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(opts.eventIds)}::jsonb))
        AND e.type IN ('price_increase', 'price_decrease') AND e.product_id IS NOT NULL
      GROUP BY e.product_id
    ), touched AS (
      SELECT pm.account_id, pm.own_product_id, pm.competitor_product_id, mv.event_id FROM moved mv
      JOIN product_matches pm ON pm.competitor_product_id = mv.product_id AND pm.status = 'confirmed'
      UNION ALL
      SELECT pm.account_id, pm.own_product_id, pm.competitor_product_id, mv.event_id FROM moved mv
      JOIN own_stores o ON o.store_id = ${opts.storeId}
      JOIN product_matches pm ON pm.account_id = o.account_id AND pm.own_product_id = mv.product_id
        AND pm.status = 'confirmed'
    ), mine AS (
      SELECT account_id, own_product_id, max(event_id) AS event_id FROM touched GROUP BY 1, 2
    ), pairs AS (
      SELECT pm.account_id, pm.own_product_id, pm.competitor_product_id, c.id AS competitor_id,
        c.name AS competitor_name, mp.title AS my_title, cp.title AS their_title, mp.current_price AS my_price,
        cp.current_price AS their_price, ms.currency, mi.event_id AS product_event_id, t.event_id AS pair_event_id
      FROM mine mi
      JOIN product_matches pm ON pm.account_id = mi.account_id AND pm.own_product_id = mi.own_product_id
        AND pm.status = 'confirmed'
      JOIN products mp ON mp.id = pm.own_product_id AND mp.removed_at IS NULL AND mp.current_price > 0
      JOIN own_stores o ON o.account_id = pm.account_id AND o.store_id = mp.store_id
      JOIN stores ms ON ms.id = mp.store_id
      JOIN products cp ON cp.id = pm.competitor_product_id AND cp.removed_at IS NULL
        AND cp.current_price IS NOT NULL
      JOIN competitors c ON c.account_id = pm.account_id AND c.store_id = cp.store_id AND c.deactivated_at IS NULL
      JOIN stores cs ON cs.id = cp.store_id AND cs.currency = ms.currency
      LEFT JOIN touched t ON t.account_id = pm.account_id AND t.own_product_id = pm.own_product_id
        AND t.competitor_product_id = pm.competitor_product_id
    ), rules AS (
      SELECT a.id, a.account_id, a.type, a.competitor_id, a.product_id, a.threshold, a.created_at FROM alerts a
      WHERE a.is_active AND a.type IN ('undercut', 'highest_price')
        AND a.account_id IN (SELECT account_id FROM mine)
    ), scope AS (
      -- Every (rule, key) this batch decides: undercut per touched pair, highest_price per touched own product.
      SELECT r.id AS alert_id, p.own_product_id, p.competitor_product_id FROM pairs p
      JOIN rules r ON r.account_id = p.account_id AND r.type = 'undercut'
        AND (r.competitor_id IS NULL OR r.competitor_id = p.competitor_id)
        AND (r.product_id IS NULL OR r.product_id IN (p.own_product_id, p.competitor_product_id))
      WHERE p.pair_event_id IS NOT NULL
      UNION
      SELECT r.id, mi.own_product_id, 0 FROM mine mi
      JOIN rules r ON r.account_id = mi.account_id AND r.type = 'highest_price'
        AND (r.product_id IS NULL OR r.product_id = mi.own_product_id)
    ), holds AS (
      SELECT r.id AS alert_id, r.account_id, r.product_id AS rule_product, r.competitor_id AS rule_competitor,
        r.created_at AS rule_at, p.own_product_id, p.competitor_product_id, p.competitor_id, p.competitor_name,
        p.my_title, p.their_title, p.my_price, p.their_price, p.currency, p.pair_event_id AS event_id, 'undercut' AS type
      FROM pairs p JOIN rules r ON r.account_id = p.account_id AND r.type = 'undercut'
        AND (r.competitor_id IS NULL OR r.competitor_id = p.competitor_id)
        AND (r.product_id IS NULL OR r.product_id IN (p.own_product_id, p.competitor_product_id))
      WHERE p.pair_event_id IS NOT NULL AND p.their_price < p.my_price
        AND (p.my_price - p.their_price) * 100 >= coalesce(r.threshold, 0) * p.my_price
      UNION ALL
      (SELECT DISTINCT ON (r.id, p.own_product_id) r.id, r.account_id, r.product_id, r.competitor_id, r.created_at,
        p.own_product_id, 0, p.competitor_id, p.competitor_name, p.my_title, p.their_title, p.my_price,
        p.their_price, p.currency, p.product_event_id, 'highest_price'
      FROM pairs p JOIN rules r ON r.account_id = p.account_id AND r.type = 'highest_price'
        AND (r.product_id IS NULL OR r.product_id = p.own_product_id)
      WHERE (r.competitor_id IS NULL OR r.competitor_id = p.competitor_id)
        AND NOT EXISTS (SELECT 1 FROM pairs q WHERE q.account_id = p.account_id
          AND q.own_product_id = p.own_product_id AND q.their_price >= q.my_price
          AND (r.competitor_id IS NULL OR r.competitor_id = q.competitor_id))
      ORDER BY r.id, p.own_product_id, p.their_price DESC, p.competitor_product_id)
    ), cleared AS (
      DELETE FROM alert_position_states s USING scope sc
      WHERE s.alert_id = sc.alert_id AND s.own_product_id = sc.own_product_id
        AND s.competitor_product_id = sc.competitor_product_id
        AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.alert_id = s.alert_id AND h.own_product_id = s.own_product_id
          AND h.competitor_product_id = s.competitor_product_id)
    ), fresh AS (
      INSERT INTO alert_position_states (alert_id, own_product_id, competitor_product_id)
      SELECT alert_id, own_product_id, competitor_product_id FROM holds
      ON CONFLICT DO NOTHING
      RETURNING alert_id, own_product_id, competitor_product_id
    ), fired AS (
      SELECT h.* FROM holds h JOIN fresh f USING (alert_id, own_product_id, competitor_product_id)
    ), chosen AS (
      -- One notification per (event, account, type): the biggest undercut, named by the most specific rule.
      SELECT DISTINCT ON (event_id, account_id, type) *, (their_price - my_price) / my_price * 100 AS pct FROM fired
      ORDER BY event_id, account_id, type, their_price, rule_product IS NULL, rule_competitor IS NULL, rule_at
    ), ins AS (
      INSERT INTO notifications (user_id, alert_id, change_event_id, competitor_id, account_id, product_id, type,
        title, message, old_price, new_price, percentage_change, created_at)
      SELECT am.user_id, f.alert_id, f.event_id, f.competitor_id, f.account_id, f.own_product_id, f.type,
        CASE f.type WHEN 'undercut' THEN 'Undercut: ' ELSE 'Highest price: ' END || f.my_title,
        CASE f.type
          WHEN 'undercut' THEN f.competitor_name || ' sells ' || f.their_title || ' at ' || ${theirPrice} || ', '
            || ${pct} || '% below your ' || ${myPrice}
          ELSE 'Your ' || ${myPrice} || ' is now the highest price: ' || f.competitor_name || ' sells '
            || f.their_title || ' at ' || ${theirPrice} || ' (' || ${pct} || '% below)' END,
        f.my_price, f.their_price, round(f.pct, 2), e.detected_at
      FROM chosen f
      JOIN account_members am ON am.account_id = f.account_id
      JOIN change_events e ON e.id = f.event_id
      ORDER BY f.event_id, f.type = 'highest_price', am.user_id
      ON CONFLICT (change_event_id, user_id, type) DO NOTHING
      RETURNING id
    ), stamped AS (
      UPDATE alerts a SET last_triggered = e.detected_at
      FROM fired f JOIN change_events e ON e.id = f.event_id
      WHERE a.id = f.alert_id AND (a.last_triggered IS NULL OR a.last_triggered < e.detected_at)
    )
    SELECT id FROM ins ORDER BY id`);
  return { notificationIds: rowsOf<{ id: number | string }>(result).map((r) => Number(r.id)) };
}

/** Whether a price move among the events is on a product some account has confirmed a match for. */
async function touchesConfirmedMatch(opts: { db: TExecutor; storeId: string; eventIds: number[] }) {
  const rows = rowsOf<{ one: number }>(
    await opts.db.execute(sql`
      SELECT 1 AS one FROM change_events e
      WHERE e.store_id = ${opts.storeId}
        AND e.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(opts.eventIds)}::jsonb))
        AND e.type IN ('price_increase', 'price_decrease') AND e.product_id IS NOT NULL
        AND (EXISTS (SELECT 1 FROM product_matches pm
              WHERE pm.competitor_product_id = e.product_id AND pm.status = 'confirmed')
          OR EXISTS (SELECT 1 FROM own_stores o
              JOIN product_matches pm ON pm.account_id = o.account_id AND pm.own_product_id = e.product_id
                AND pm.status = 'confirmed'
              WHERE o.store_id = ${opts.storeId}))
      LIMIT 1`),
  );
  return rows.length > 0;
}
