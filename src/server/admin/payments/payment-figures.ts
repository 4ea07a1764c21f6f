import { firstOwnerEmail } from '../../account/first-owner-email';
import { sql, type SQL } from 'drizzle-orm';
import type { TAdminPayment, TMoney } from '@shared/contracts/admin';
import type { TExecutor } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The payment figures of the admin dashboard: this month's revenue per currency, active subscriptions, the MRR of
 * each of the last `days` days and the most recent payments.
 */
export type TPaymentFigures = {
  monthlyRevenue: TMoney[];
  activeSubscriptions: number;
  mrrPerDay: { day: string; currency: string; amountCents: number }[];
  recentPayments: TAdminPayment[];
};

/**
 * Counted in SQL from the recorded payments and subscriptions (docs/product-rules.md R27, R64), each sum in the
 * currency it was charged in, never converted. A day's MRR is the plan price of every user whose paid period (a
 * succeeded payment's periodStart–periodEnd) covers the end of that day; grants pay nothing and count nothing.
 */
export async function getPaymentFigures(opts: {
  db: TExecutor;
  now: Date;
  days: number;
  recentLimit: number;
}): Promise<TPaymentFigures> {
  const { db, now } = opts;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const revenue = rowsOf<{ currency: string; amount: string }>(
    await db.execute(sql`
      SELECT currency, sum(amount)::bigint AS amount FROM payments
      WHERE status = 'succeeded' AND kind <> 'grant'
        AND created_at >= ${monthStart.toISOString()}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
      GROUP BY currency ORDER BY currency`),
  );
  const [active] = rowsOf<{ n: string }>(
    await db.execute(sql`SELECT count(*) AS n FROM subscriptions WHERE status = 'active'`),
  );
  const mrr = rowsOf<{ day: string; currency: string; amount: string }>(
    await db.execute(sql`
      WITH days AS (
        SELECT d::date AS day, d + interval '1 day' AS day_end
        FROM generate_series(
          (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date - ${opts.days - 1}::int,
          (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date, interval '1 day') d
      ), covering AS (
        SELECT DISTINCT ON (days.day, p.account_id) days.day, p.plan, p.currency
        FROM days JOIN payments p
          ON p.status = 'succeeded' AND p.kind <> 'grant'
          AND p.period_start < (days.day_end AT TIME ZONE 'UTC') AND p.period_end >= (days.day_end AT TIME ZONE 'UTC')
        ORDER BY days.day, p.account_id, p.created_at DESC
      )
      SELECT to_char(c.day, 'YYYY-MM-DD') AS day, c.currency, sum(pc.price)::bigint AS amount
      FROM covering c JOIN plan_configs pc ON pc.key = c.plan
      GROUP BY c.day, c.currency ORDER BY c.day, c.currency`),
  );
  const recent = opts.recentLimit
    ? rowsOf<{
        id: string;
        email: string;
        kind: string;
        amount: number;
        currency: string;
        plan: string;
        status: string;
        created_at: Date | string;
      }>(
        await db.execute(sql`
          SELECT p.id, coalesce(${firstOwnerEmail(sql`p.account_id`)}, '') AS email, p.kind, p.amount,
            p.currency, p.plan, p.status, p.created_at
          FROM payments p
          ORDER BY p.created_at DESC, p.id DESC LIMIT ${opts.recentLimit}`),
      )
    : [];
  return {
    monthlyRevenue: revenue.map((r) => ({ currency: r.currency, amountCents: Number(r.amount) })),
    activeSubscriptions: Number(active?.n ?? 0),
    mrrPerDay: mrr.map((r) => ({ day: r.day, currency: r.currency, amountCents: Number(r.amount) })),
    recentPayments: recent.map((r) => ({
      id: r.id,
      userEmail: r.email,
      type: r.kind,
      amountCents: Number(r.amount),
      currency: r.currency,
      plan: r.plan,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/** Payments as a source of the System Activities feed: rows (ts, key, type 'payment', description, details). */
export function paymentActivitySource(): SQL {
  return sql`
    SELECT p.created_at AS ts, 'payment:' || p.id::text AS key, 'payment' AS type,
      a.name || CASE WHEN p.status = 'succeeded' THEN ' paid ' ELSE ' — payment ' || p.status || ': ' END
        || to_char(p.amount / 100.0, 'FM999999990.00') || ' ' || upper(p.currency)
        || ' for ' || p.plan || ' (' || p.kind || ')'
        || CASE WHEN p.failure_reason IS NOT NULL THEN ' — ' || p.failure_reason ELSE '' END AS description,
      jsonb_build_object('paymentId', p.id, 'accountId', p.account_id, 'amountCents', p.amount, 'currency', p.currency,
        'plan', p.plan, 'kind', p.kind, 'status', p.status) AS details
    FROM payments p JOIN accounts a ON a.id = p.account_id`;
}
