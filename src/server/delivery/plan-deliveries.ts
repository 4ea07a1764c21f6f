import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { CADENCE_SQL, DAILY_DIGEST_HOUR } from './choose-cadence';

/** Defaults of the weekly digest's day (0 = Sunday) and hour when system config has none. */
const WEEKLY_DAY_DEFAULT = 1;
const WEEKLY_HOUR_DEFAULT = 10;
/** Webhook events planned per run; the rest wait for the next run (a minute later, or the next kick). */
const WEBHOOK_BATCH = 10_000;

/** How long a process trusts its copy of the database's time zone names. */
const ZONES_TTL_MS = 60 * 60 * 1000;
const zoneLists = new WeakMap<TDb, { at: number; names: Promise<string> }>();

/**
 * The database's time zone names, as an array literal: a person's local time uses their zone when the database
 * knows it, else UTC. Read once an hour per process, not in every planning run: pg_timezone_names lists every
 * zone from the time zone files, about 50 ms a call, which made planning cost 74 ms, run after every scrape that
 * found a change (bench:scale, pg_stat_statements).
 */
function timeZoneNames(db: TDb): Promise<string> {
  const cached = zoneLists.get(db);
  if (cached && Date.now() - cached.at < ZONES_TTL_MS) return cached.names;
  const names = db.execute(sql`SELECT name FROM pg_timezone_names`).then(
    (r) =>
      `{${rowsOf<{ name: string }>(r)
        .map((z) => `"${z.name}"`)
        .join(',')}}`,
  );
  names.catch(() => zoneLists.delete(db));
  zoneLists.set(db, { at: Date.now(), names });
  return names;
}

/**
 * Turns waiting delivery items into deliveries, set-based, in one transaction:
 * - email, per person whose cadence is due (chooseCadence): instant at once (one message for the whole batch
 *   waiting, periodKey null); hourly once the hour is over (items created before the current UTC hour, periodKey of
 *   the hour they end 'YYYY-MM-DDTHH'); daily from 09:00 in the person's timezone (periodKey the local date); weekly
 *   on the configured day from the configured hour (periodKey the ISO week). The unique (user, channel, periodKey)
 *   forbids a second digest for a period: items that arrive after it went out wait for the next period.
 * - Slack, per account (its channel, docs/product-rules.md R133): at once, one post for everything waiting.
 * - webhook: one delivery (kind event) per item, for the item's account, at once.
 * Items are attached with `delivery_id IS NULL` in the same statement that creates their delivery, and planners
 * take a transaction lock, so running this twice or concurrently never puts an item in two deliveries.
 */
export async function planDeliveries(opts: { db: TDb; now?: Date }): Promise<{ created: number }> {
  const now = (opts.now ?? new Date()).toISOString();
  const zones = await timeZoneNames(opts.db);
  return opts.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('rivalwatch:plan-deliveries'))`);
    const digests = rowsOf<{ id: string }>(
      await tx.execute(sql`
        WITH cfg AS (
          SELECT
            coalesce((SELECT btrim(value)::int FROM system_configs WHERE key = 'weekly_email_day' AND is_active
              AND btrim(value) ~ '^[0-6]$' LIMIT 1), ${WEEKLY_DAY_DEFAULT}) AS wday,
            coalesce((SELECT btrim(value)::int FROM system_configs WHERE key = 'weekly_email_hour' AND is_active
              AND btrim(value) ~ '^([01]?[0-9]|2[0-3])$' LIMIT 1), ${WEEKLY_HOUR_DEFAULT}) AS whour,
            date_trunc('hour', ${now}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour_start
        ), waiting AS (
          SELECT user_id, channel, min(created_at) AS first_at FROM delivery_items
          WHERE delivery_id IS NULL AND channel = 'email' AND created_at <= ${now}::timestamptz
          GROUP BY user_id, channel
        ), cad AS (
          SELECT w.user_id, w.channel, w.first_at, ${sql.raw(CADENCE_SQL)} AS cadence,
            ${now}::timestamptz AT TIME ZONE
              CASE WHEN u.timezone = ANY(${zones}::text[]) THEN u.timezone ELSE 'UTC' END AS local_now
          FROM waiting w JOIN users u ON u.id = w.user_id
        ), due AS (
          SELECT c.user_id, c.channel, c.cadence,
            CASE c.cadence
              WHEN 'instant' THEN NULL
              WHEN 'hourly' THEN to_char((cfg.hour_start - interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24')
              WHEN 'daily' THEN to_char(c.local_now, 'YYYY-MM-DD')
              ELSE to_char(c.local_now, 'IYYY-"W"IW') END AS period_key,
            cfg.hour_start
          FROM cad c CROSS JOIN cfg
          WHERE c.cadence = 'instant'
            OR (c.cadence = 'hourly' AND c.first_at < cfg.hour_start)
            OR (c.cadence = 'daily' AND extract(hour FROM c.local_now) >= ${DAILY_DIGEST_HOUR})
            OR (c.cadence = 'weekly' AND extract(dow FROM c.local_now) = cfg.wday
              AND extract(hour FROM c.local_now) >= cfg.whour)
        ), ins AS (
          INSERT INTO deliveries (user_id, channel, kind, period_key, created_at, next_attempt_at)
          SELECT user_id, channel, cadence, period_key, ${now}::timestamptz, ${now}::timestamptz FROM due
          ON CONFLICT (user_id, channel, period_key) DO NOTHING
          RETURNING id, user_id, channel
        ), att AS (
          UPDATE delivery_items i SET delivery_id = ins.id
          FROM ins JOIN due ON due.user_id = ins.user_id AND due.channel = ins.channel
          WHERE i.user_id = ins.user_id AND i.channel = ins.channel AND i.delivery_id IS NULL
            AND CASE WHEN due.cadence = 'hourly' THEN i.created_at < due.hour_start
              ELSE i.created_at <= ${now}::timestamptz END
          RETURNING i.delivery_id
        )
        SELECT ins.id FROM ins`),
    ).map((r) => r.id);

    // The account's Slack: at once, one post per account for everything waiting (docs/product-rules.md R133).
    const posts = rowsOf<{ id: string }>(
      await tx.execute(sql`
        WITH w AS (
          SELECT DISTINCT account_id FROM delivery_items
          WHERE delivery_id IS NULL AND channel = 'slack' AND account_id IS NOT NULL
            AND created_at <= ${now}::timestamptz
        ), ins AS (
          INSERT INTO deliveries (account_id, channel, kind, created_at, next_attempt_at)
          SELECT account_id, 'slack', 'instant', ${now}::timestamptz, ${now}::timestamptz FROM w
          RETURNING id, account_id
        ), att AS (
          UPDATE delivery_items i SET delivery_id = ins.id FROM ins
          WHERE i.account_id = ins.account_id AND i.channel = 'slack' AND i.delivery_id IS NULL
            AND i.created_at <= ${now}::timestamptz
          RETURNING i.delivery_id
        )
        SELECT ins.id FROM ins`),
    ).map((r) => r.id);
    digests.push(...posts);

    if (digests.length) {
      const ids = JSON.stringify(digests);
      await tx.execute(sql`
        UPDATE deliveries d SET item_count = (SELECT count(*) FROM delivery_items i WHERE i.delivery_id = d.id)
        WHERE d.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${ids}::jsonb))`);
      await tx.execute(sql`
        DELETE FROM deliveries WHERE item_count = 0
          AND id IN (SELECT value::uuid FROM jsonb_array_elements_text(${ids}::jsonb))`);
    }

    const events = rowsOf<{ n: number }>(
      await tx.execute(sql`
        WITH w AS MATERIALIZED (
          SELECT notification_id, account_id, gen_random_uuid() AS did FROM delivery_items
          WHERE delivery_id IS NULL AND channel = 'webhook' AND created_at <= ${now}::timestamptz
          ORDER BY created_at, notification_id LIMIT ${WEBHOOK_BATCH}
        ), ins AS (
          INSERT INTO deliveries (id, account_id, channel, kind, item_count, created_at, next_attempt_at)
          SELECT did, account_id, 'webhook', 'event', 1, ${now}::timestamptz, ${now}::timestamptz FROM w
          RETURNING 1
        ), upd AS (
          UPDATE delivery_items i SET delivery_id = w.did FROM w
          WHERE i.notification_id = w.notification_id AND i.channel = 'webhook'
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM ins)::int AS n`),
    )[0]!.n;

    const created = rowsOf<{ n: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS n FROM deliveries
        WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(digests)}::jsonb))`),
    )[0]!.n;
    return { created: created + events };
  });
}
