import { sql, type SQL } from 'drizzle-orm';
import type {
  TScrapingAudit,
  TScrapingAuditStats,
  TScrapingAuditStatsQuery,
  TScrapingAuditsQuery,
} from '@shared/contracts/admin-scraping';
import type { TExecutor } from '../../db/client';
import { countOf, isoMicros, pageLimit, rowsOf } from '../../db/rows';
import { decodeCursor } from '../../lib/keyset-cursor';
import { keysetPage, type TPage } from '../../lib/send-page';
import { outcomesPerDay } from './outcomes-per-day';

export const AUDITS_PAGE = { default: 50, max: 200 };

/** The filters of the audit screen as SQL over `scraping_audits a` (docs/product-rules.md R61). */
function auditFilters(q: TScrapingAuditStatsQuery & { status?: string }, now: Date): SQL[] {
  return [
    sql`a.start_time >= ${now.toISOString()}::timestamptz - make_interval(days => ${q.days ?? 30})`,
    q.status ? sql`a.status = ${q.status}` : null,
    q.competitorId
      ? sql`a.store_id = (SELECT c.store_id FROM competitors c WHERE c.id = ${q.competitorId})`
      : null,
    q.userId
      ? sql`a.store_id IN (SELECT c.store_id FROM competitors c JOIN account_members m ON m.account_id = c.account_id
          WHERE m.user_id = ${q.userId})`
      : null,
  ].filter((f) => f !== null);
}

const num = (v: unknown) => (v == null ? null : Math.round(Number(v)));
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export async function listScrapingAudits(opts: {
  db: TExecutor;
  query: TScrapingAuditsQuery;
  now?: Date;
}): Promise<TPage<TScrapingAudit>> {
  const now = opts.now ?? new Date();
  const limit = opts.query.limit ?? AUDITS_PAGE.default;
  const after = opts.query.cursor ? decodeCursor(opts.query.cursor, ['iso-micros', 'int'] as const) : null;
  const where = sql.join(auditFilters(opts.query, now), sql` AND `);
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT a.*, s.name AS store_name, s.url AS store_url,
        ${isoMicros(sql`a.start_time`)} AS cursor_ts,
        (SELECT count(*)::int FROM competitors c WHERE c.store_id = a.store_id) AS subscriber_count,
        (SELECT coalesce(json_agg(x.username), '[]'::json) FROM (
          SELECT u.username FROM competitors c JOIN users u ON u.id = c.account_id
          WHERE c.store_id = a.store_id ORDER BY c.created_at LIMIT 3) x) AS usernames
      FROM scraping_audits a JOIN stores s ON s.id = a.store_id
      WHERE ${where}
      ${after ? sql`AND (a.start_time, a.id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
      ORDER BY a.start_time DESC, a.id DESC
      LIMIT ${pageLimit(limit)}`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countOf(opts.db, sql`SELECT count(*)::int AS n FROM scraping_audits a WHERE ${where}`),
    cursorOf: (r) => [r.cursor_ts as string, Number(r.id)],
    toItem: (r) => ({
      id: Number(r.id),
      competitor: {
        storeId: r.store_id as string,
        name: r.store_name as string,
        domain: new URL(r.store_url as string).host,
      },
      users: (typeof r.usernames === 'string' ? JSON.parse(r.usernames) : r.usernames) as string[],
      subscriberCount: Number(r.subscriber_count),
      trigger: r.trigger as string,
      startTime: iso(r.start_time)!,
      endTime: iso(r.end_time),
      status: r.status as TScrapingAudit['status'],
      method: r.method as string,
      duration: num(r.duration),
      responseTime: num(r.response_time),
      productsFound: Number(r.products_found),
      productsProcessed: Number(r.products_processed),
      priceChanges: Number(r.price_changes),
      errorType: (r.error_type as string | null) ?? null,
      errorMessage: (r.error_message as string | null) ?? null,
      httpStatusCode: num(r.http_status_code),
      retryAttempts: Number(r.retry_attempts),
    }),
  });
}

/** The stats cards and the runs per day by status (UTC days, oldest first, days without runs included). */
export async function scrapingAuditStats(opts: {
  db: TExecutor;
  query: TScrapingAuditStatsQuery;
  now?: Date;
}): Promise<TScrapingAuditStats> {
  const now = opts.now ?? new Date();
  const days = opts.query.days ?? 30;
  const where = sql.join(auditFilters(opts.query, now), sql` AND `);
  const [totals] = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE a.status = 'success')::int AS success,
        count(*) FILTER (WHERE a.status = 'failure')::int AS failure,
        count(*) FILTER (WHERE a.status = 'partial')::int AS partial,
        count(*) FILTER (WHERE a.status = 'running')::int AS running,
        avg(a.duration) FILTER (WHERE a.status <> 'running') AS avg_duration,
        avg(a.response_time) AS avg_response,
        coalesce(sum(a.products_found), 0)::bigint AS products,
        coalesce(sum(a.price_changes), 0)::bigint AS changes
      FROM scraping_audits a WHERE ${where}`),
  );
  const perDay = await outcomesPerDay({ db: opts.db, now, days, where });
  return {
    totalRuns: Number(totals!.total),
    successfulRuns: Number(totals!.success),
    failedRuns: Number(totals!.failure),
    partialRuns: Number(totals!.partial),
    runningRuns: Number(totals!.running),
    avgDuration: num(totals!.avg_duration),
    avgResponseTime: num(totals!.avg_response),
    totalProductsFound: Number(totals!.products),
    totalPriceChanges: Number(totals!.changes),
    perDay,
  };
}
