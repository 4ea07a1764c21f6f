import { sql } from 'drizzle-orm';
import type { TAdminCharts, TAdminStats } from '@shared/contracts/admin';
import type { TExecutor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { getPaymentFigures } from '../payments/payment-figures';
import { daySeries, outcomesPerDay } from '../scraping-audits/outcomes-per-day';

export const CHART_DAYS = 30;

/** The stat cards of /admin (docs/product-rules.md R64), counted in SQL; "today" is the UTC day. */
export async function getAdminStats(opts: { db: TExecutor; now?: Date }): Promise<TAdminStats> {
  const now = opts.now ?? new Date();
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const [row] = rowsOf<Record<string, number>>(
    await opts.db.execute(sql`SELECT
      (SELECT count(*)::int FROM users) AS total_users,
      (SELECT count(*)::int FROM users WHERE created_at >= ${today}) AS new_users_today,
      (SELECT count(*)::int FROM accounts) AS total_accounts,
      (SELECT count(*)::int FROM competitors WHERE deactivated_at IS NULL) AS total_competitors,
      (SELECT count(*)::int FROM scraping_audits WHERE status = 'running') AS active_scraping_jobs,
      (SELECT count(*)::int FROM notifications) AS total_alerts,
      (SELECT count(*)::int FROM notifications WHERE created_at >= ${today}) AS alerts_today`),
  );
  const payments = await getPaymentFigures({ db: opts.db, now, days: CHART_DAYS, recentLimit: 0 });
  return {
    totalUsers: row!.total_users!,
    newUsersToday: row!.new_users_today!,
    totalAccounts: row!.total_accounts!,
    monthlyRevenue: payments.monthlyRevenue,
    activeSubscriptions: payments.activeSubscriptions,
    totalCompetitors: row!.total_competitors!,
    activeScrapingJobs: row!.active_scraping_jobs!,
    totalAlerts: row!.total_alerts!,
    alertsTriggeredToday: row!.alerts_today!,
  };
}

/** 30 UTC days, oldest first, days without events included: sign-ups, MRR (per currency) and scrape outcomes. */
export async function getAdminCharts(opts: { db: TExecutor; now?: Date }): Promise<TAdminCharts> {
  const now = opts.now ?? new Date();
  const signups = rowsOf<{ day: string; count: number }>(
    await opts.db.execute(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(u.id)::int AS count FROM ${daySeries(now, CHART_DAYS)}
      LEFT JOIN users u ON date_trunc('day', u.created_at AT TIME ZONE 'UTC') = d.day
      GROUP BY d.day ORDER BY d.day`),
  );
  const scrapes = await outcomesPerDay({ db: opts.db, now, days: CHART_DAYS });
  const payments = await getPaymentFigures({ db: opts.db, now, days: CHART_DAYS, recentLimit: 0 });
  return {
    signups: signups.map((r) => ({ day: r.day, count: Number(r.count) })),
    mrr: payments.mrrPerDay,
    scrapes,
  };
}
