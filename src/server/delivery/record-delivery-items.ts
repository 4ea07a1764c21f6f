import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { n8nEventDataSql } from './webhook-event';

/**
 * Writes, in the caller's transaction (the scrape's ingest), the waiting delivery items of new notifications
 * (docs/product-rules.md R24, R133): email per person, when their email notifications are on (their own digest);
 * Slack and the workflow webhook per account, once per account and event whichever members it reached: Slack when
 * the account is on Pro, has a destination (its incoming webhook or the workspace bot) and a member has Slack alerts
 * on; webhook when on Pro with a webhook URL. Email items get their delivery when the person's cadence falls due,
 * the account's at once (planDeliveries). One INSERT … SELECT; the (notification, channel) key and the check for the
 * account's item of the event make a second call add nothing.
 *
 * With `heldUntil` (a scrape publishing in batches, monitoring/publish-event-batches.ts) the items are created at
 * that future time, so no planner takes them before the scrape's close releases them (releaseDeliveryItems) or,
 * should the run die first, before that time passes.
 *
 * With `n8n` (N8N_WEBHOOK_URL configured), each distinct change event behind these notifications also becomes
 * one operator-level n8n event (user_id NULL), in the same transaction, so an event is queued exactly when its
 * notifications commit.
 */
export async function recordDeliveryItems(opts: {
  db: TExecutor;
  notificationIds: number[];
  slackBotConfigured: boolean;
  n8n?: boolean;
  now?: Date;
  heldUntil?: Date;
}): Promise<{ items: number; n8nEvents: number }> {
  if (opts.notificationIds.length === 0) return { items: 0, n8nEvents: 0 };
  const ids = JSON.stringify(opts.notificationIds);
  const now = (opts.now ?? new Date()).toISOString();
  const createdAt = opts.heldUntil?.toISOString() ?? now;
  const items = rowsOf<{ n: number }>(
    await opts.db.execute(sql`
      WITH picked AS (
        SELECT n.id FROM notifications n
        WHERE n.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${ids}::jsonb))
      ), ins AS (
        INSERT INTO delivery_items (notification_id, channel, user_id, account_id, created_at)
        SELECT n.id, 'email', n.user_id, NULL::uuid, ${createdAt}::timestamptz
        FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.id IN (SELECT id FROM picked) AND u.email_notifications
        UNION ALL
        -- The account's channels, once per account, event and kind of notification (a price drop and the undercut
        -- it makes are two): the account's first notification of them carries them.
        SELECT * FROM (SELECT DISTINCT ON (c.account_id, n.change_event_id, n.type, ch.channel)
          n.id, ch.channel, n.user_id, c.account_id, ${createdAt}::timestamptz
        FROM notifications n
        JOIN competitors c ON c.id = n.competitor_id
        JOIN accounts a ON a.id = c.account_id
        CROSS JOIN LATERAL (VALUES
          ('slack', a.subscription_plan = 'pro' AND (a.slack_webhook_url IS NOT NULL OR ${opts.slackBotConfigured})
            AND EXISTS (SELECT 1 FROM account_members m JOIN users mu ON mu.id = m.user_id
              WHERE m.account_id = a.id AND mu.slack_notifications)),
          ('webhook', a.subscription_plan = 'pro' AND a.webhook_url IS NOT NULL)
        ) AS ch(channel, wanted)
        WHERE n.id IN (SELECT id FROM picked) AND ch.wanted
          AND NOT EXISTS (SELECT 1 FROM delivery_items o JOIN notifications on2 ON on2.id = o.notification_id
            WHERE o.account_id = c.account_id AND o.channel = ch.channel AND on2.change_event_id = n.change_event_id
              AND on2.type = n.type)
        ORDER BY c.account_id, n.change_event_id, n.type, ch.channel, n.id) acc
        ON CONFLICT DO NOTHING
        RETURNING 1)
      SELECT count(*)::int AS n FROM ins`),
  )[0]!.n;

  let n8nEvents = 0;
  if (opts.n8n) {
    n8nEvents = rowsOf<{ n: number }>(
      await opts.db.execute(sql`
        WITH ev AS (
          SELECT DISTINCT n.change_event_id AS id FROM notifications n
          WHERE n.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${ids}::jsonb))
        ), ins AS (
          INSERT INTO deliveries (user_id, channel, kind, payload, item_count, created_at, next_attempt_at)
          SELECT NULL, 'n8n', 'event', ${n8nEventDataSql()}, 0, ${now}::timestamptz, ${now}::timestamptz
          FROM ev JOIN change_events e ON e.id = ev.id
          JOIN stores st ON st.id = e.store_id
          LEFT JOIN products p ON p.id = e.product_id
          RETURNING 1)
        SELECT count(*)::int AS n FROM ins`),
    )[0]!.n;
  }
  return { items, n8nEvents };
}
