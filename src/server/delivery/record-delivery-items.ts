import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { n8nEventDataSql } from './webhook-event';

/**
 * Writes, in the caller's transaction (the scrape's ingest), one waiting delivery item per channel the user has
 * on for each new notification: email when emailNotifications; Slack when pro, slackNotifications and a
 * destination exists (the user's incoming webhook or the workspace bot); webhook when pro with a webhook URL.
 * The items get their delivery when the user's cadence falls due (planDeliveries). One INSERT … SELECT; the
 * (notification, channel) key makes a second call add nothing.
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
      WITH ins AS (
        INSERT INTO delivery_items (notification_id, channel, user_id, created_at)
        SELECT n.id, ch.channel, n.user_id, ${createdAt}::timestamptz
        FROM notifications n
        JOIN users u ON u.id = n.user_id
        -- The plan of the account whose competitor the notification is about (docs/product-rules.md R24).
        CROSS JOIN LATERAL (SELECT coalesce((SELECT a.subscription_plan FROM competitors c
          JOIN accounts a ON a.id = c.account_id WHERE c.id = n.competitor_id), 'free') AS plan) acc
        CROSS JOIN LATERAL (VALUES
          ('email', u.email_notifications),
          ('slack', acc.plan = 'pro' AND u.slack_notifications
            AND (u.slack_webhook_url IS NOT NULL OR ${opts.slackBotConfigured})),
          ('webhook', acc.plan = 'pro' AND u.webhook_url IS NOT NULL)
        ) AS ch(channel, wanted)
        WHERE n.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${ids}::jsonb)) AND ch.wanted
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
