import { sql } from 'drizzle-orm';
import type { TAutomationStatus } from '@shared/contracts/billing';
import { paymentsProvider, type TConfig } from '../config';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * GET /api/automation/status: the payment automation page's figures, computed in SQL from the recorded
 * subscriptions and payments (docs/product-rules.md R67): nothing assumed, null where there is nothing to
 * compute from.
 */
export async function automationStatus(opts: { db: TExecutor; config: TConfig }): Promise<TAutomationStatus> {
  const { config } = opts;
  const [row] = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      WITH subs AS (
        SELECT count(*)::int AS active, coalesce(sum(p.price), 0)::bigint AS mrr
        FROM subscriptions s JOIN plan_configs p ON p.key = s.plan
        WHERE s.status = 'active'),
      pays AS (
        SELECT count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded,
          count(*) FILTER (WHERE status = 'failed')::int AS failed,
          max(created_at) FILTER (WHERE status = 'succeeded') AS last_paid
        FROM payments),
      sends AS (
        SELECT status FROM payment_events
        WHERE source = 'automation' AND status IN ('processed', 'failed') AND attempts > 0
        ORDER BY created_at DESC, id DESC LIMIT 1)
      SELECT subs.active, subs.mrr::float8 AS mrr,
        CASE WHEN subs.active > 0 THEN round(subs.mrr::numeric / subs.active)::float8 END AS arpu,
        pays.succeeded, pays.failed,
        CASE WHEN pays.succeeded + pays.failed > 0
          THEN round(100.0 * pays.succeeded / (pays.succeeded + pays.failed), 2)::float8 END AS success_rate,
        to_char(pays.last_paid AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_paid,
        (SELECT status FROM sends) AS last_send
      FROM subs, pays`),
  );
  const webhookConfigured = !!config.N8N_WEBHOOK_URL;
  return {
    // Configured, and the last post of a payment event to n8n (if any) was taken.
    n8nConnected: webhookConfigured && row?.last_send !== 'failed',
    webhookConfigured,
    apiKeyConfigured: !!config.N8N_API_KEY,
    paymentWebhookSecretConfigured: !!config.STRIPE_WEBHOOK_SECRET,
    provider: paymentsProvider(config),
    currency: 'usd',
    activeSubscriptions: Number(row?.active ?? 0),
    monthlyRevenue: Number(row?.mrr ?? 0),
    averageRevenuePerUser: row?.arpu == null ? null : Number(row.arpu),
    successRate: row?.success_rate == null ? null : Number(row.success_rate),
    succeededPayments: Number(row?.succeeded ?? 0),
    failedPayments: Number(row?.failed ?? 0),
    lastProcessedPayment: (row?.last_paid as string | null) ?? null,
  };
}
