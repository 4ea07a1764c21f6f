import { sql, type SQL } from 'drizzle-orm';
import type { TActivitiesQuery, TActivityType, TAdminActivity } from '@shared/contracts/admin';
import type { TExecutor } from '../../db/client';
import { isoMicros, pageLimit, rowsOf } from '../../db/rows';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { TPage } from '../../lib/send-page';
import { FAILURES_BEFORE_ERROR } from '../../monitoring/record-scrape-failure';
import { paymentActivitySource } from '../payments/payment-figures';

export const ACTIVITIES_PAGE = { default: 50, max: 200 };

/**
 * Each source of the feed as rows (ts, key, type, description, details). A key is unique across sources and
 * breaks ties between events of the same microsecond.
 */
function sources(action: string | undefined): Record<TActivityType, SQL | null> {
  return {
    scraping: sql`
      SELECT a.start_time AS ts, 'scrape:' || lpad(a.id::text, 19, '0') AS key, 'scraping' AS type,
        'Scrape of ' || s.name || ': ' || a.status
          || CASE WHEN a.status IN ('success', 'partial') THEN ', ' || a.products_found || ' products' ELSE '' END
          || CASE WHEN a.error_message IS NOT NULL THEN ' (' || a.error_message || ')' ELSE '' END AS description,
        jsonb_build_object('auditId', a.id, 'storeId', s.id, 'store', s.name, 'status', a.status,
          'trigger', a.trigger, 'productsFound', a.products_found, 'errorType', a.error_type) AS details
      FROM scraping_audits a JOIN stores s ON s.id = a.store_id`,
    other: sql`
      SELECT a.end_time AS ts, 'streak:' || lpad(a.id::text, 19, '0') AS key, 'other' AS type,
        s.name || ' failed ' || ${FAILURES_BEFORE_ERROR}::int || ' scrapes in a row: its subscribers see an error' AS description,
        jsonb_build_object('auditId', a.id, 'storeId', s.id, 'store', s.name, 'errorType', a.error_type,
          'errorMessage', a.error_message) AS details
      FROM scraping_audits a JOIN stores s ON s.id = a.store_id
      WHERE a.status = 'failure' AND a.end_time IS NOT NULL
        AND a.metadata->>'consecutiveFailures' = ${String(FAILURES_BEFORE_ERROR)}
      UNION ALL
      -- What the nightly Stripe reconciliation repaired (docs/product-rules.md R72).
      SELECT e.created_at AS ts, 'drift:' || e.id AS key, 'other' AS type,
        'Stripe reconciliation repaired ' || coalesce(a.name, 'a deleted account') || ': '
          || (SELECT string_agg(k, ', ' ORDER BY k) FROM jsonb_object_keys(e.data->'changes') k) AS description,
        jsonb_build_object('accountId', e.account_id, 'subscription', e.data->'subscription', 'changes', e.data->'changes')
          AS details
      FROM payment_events e LEFT JOIN accounts a ON a.id = e.account_id
      WHERE e.source = 'reconciliation' AND e.type = 'drift_repaired'
      UNION ALL
      -- A social platform that refused its credentials, once per refusal (docs/product-rules.md R111).
      SELECT p.credentials_refused_at AS ts, 'social:' || p.platform AS key, 'other' AS type,
        CASE p.platform WHEN 'twitter' THEN 'X' WHEN 'linkedin' THEN 'LinkedIn' WHEN 'facebook' THEN 'Facebook'
          ELSE 'Reddit' END
          || ' refused the social posting credentials: its posts are paused until new ones are set' AS description,
        jsonb_build_object('platform', p.platform, 'error', p.last_error) AS details
      FROM social_platform_states p
      WHERE p.needs_new_credentials AND p.credentials_refused_at IS NOT NULL`,
    user: sql`
      SELECT u.created_at AS ts, 'user:' || u.id::text AS key, 'user' AS type,
        u.username || ' signed up' AS description,
        jsonb_build_object('userId', u.id, 'username', u.username, 'email', u.email) AS details
      FROM users u`,
    admin: sql`
      SELECT x.created_at AS ts, 'admin:' || lpad(x.id::text, 19, '0') AS key, 'admin' AS type,
        x.admin_username || ': ' || x.action || ' ' || x.target_type || ' ' || x.target_id AS description,
        jsonb_build_object('adminId', x.admin_id, 'admin', x.admin_username, 'action', x.action,
          'targetType', x.target_type, 'targetId', x.target_id, 'before', x.before, 'after', x.after) AS details
      FROM admin_actions x
      ${action ? sql`WHERE x.action = ${action}` : sql``}`,
    payment: paymentActivitySource(),
  };
}

/**
 * The System Activities feed (docs/product-rules.md R56): scrapes, sign-ups, admin actions, failure streaks and
 * payments merged newest first, keyset-paged on (time, key). Each source is cut to one page before the merge.
 */
export async function listActivities(opts: {
  db: TExecutor;
  query: TActivitiesQuery;
}): Promise<TPage<TAdminActivity>> {
  const { type, action } = opts.query;
  const limit = opts.query.limit ?? ACTIVITIES_PAGE.default;
  const after = opts.query.cursor ? decodeCursor(opts.query.cursor, ['iso-micros', 'text'] as const) : null;
  const picked = Object.entries(sources(action))
    .filter(([t, source]) => source && (!type || t === type) && (!action || t === 'admin'))
    .map(([, source]) => source!);
  if (!picked.length) return { items: [], nextCursor: null };
  const branches = picked.map(
    (source) => sql`(SELECT * FROM (${source}) src
      ${after ? sql`WHERE (ts, key) < (${after[0]}::timestamptz, ${after[1]})` : sql`WHERE ts IS NOT NULL`}
      ORDER BY ts DESC, key DESC LIMIT ${pageLimit(limit)})`,
  );
  const rows = rowsOf<{
    ts: string;
    cursor_ts: string;
    key: string;
    type: TActivityType;
    description: string;
    details: unknown;
  }>(
    await opts.db.execute(sql`
      SELECT ts, ${isoMicros(sql`ts`)} AS cursor_ts, key, type, description, details
      FROM (${sql.join(branches, sql` UNION ALL `)}) feed
      ORDER BY ts DESC, key DESC LIMIT ${pageLimit(limit)}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.key,
      type: r.type,
      description: r.description,
      details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
      timestamp: new Date(r.ts).toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor([last.cursor_ts, last.key]) : null,
  };
}
