import { sql } from 'drizzle-orm';
import type { TMarketingStats } from '@shared/contracts/outreach';
import type { TConfig } from '../config';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { readOutreachSettings } from './outreach-settings';
import { bouncePauseMessage, postalAddressMissing, recentBounces, sentToday } from './run-outreach-tick';

const rate = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 1000) / 10 : null);

/** The outreach funnel (docs/product-rules.md R105), every figure counted in SQL from stored rows. */
export async function marketingStats(opts: {
  db: TExecutor;
  config: Pick<TConfig, 'COMPANY_POSTAL_ADDRESS'>;
  now: Date;
}): Promise<TMarketingStats> {
  const { db } = opts;
  const groups = rowsOf<{ dim: string; key: string; count: number }>(
    await db.execute(sql`
      SELECT 'source' AS dim, source AS key, count(*)::int AS count FROM leads GROUP BY source
      UNION ALL
      SELECT 'status', status, count(*)::int FROM leads GROUP BY status
      ORDER BY 1, 3 DESC, 2`),
  );
  const steps = rowsOf<{
    step: number;
    sent: number;
    opened: number;
    clicked: number;
    replied: number;
    bounced: number;
  }>(
    await db.execute(sql`
      SELECT s.step, count(e.id) FILTER (WHERE t.status = 'sent')::int AS sent,
        count(e.id) FILTER (WHERE t.status = 'sent' AND t.opened)::int AS opened,
        count(e.id) FILTER (WHERE t.status = 'sent' AND t.clicked)::int AS clicked,
        count(e.id) FILTER (WHERE e.replied_at IS NOT NULL)::int AS replied,
        count(e.id) FILTER (WHERE e.bounced_at IS NOT NULL)::int AS bounced
      FROM (VALUES (1), (2), (3)) AS s(step)
      LEFT JOIN outreach_emails e ON e.step = s.step
      LEFT JOIN email_tracking t ON t.id = e.email_tracking_id
      GROUP BY s.step ORDER BY s.step`),
  );
  const [totals] = rowsOf<{
    leads: number;
    unsubscribes: number;
    bounces: number;
    suppressed: number;
    signed_up: number;
    paying: number;
    active: number;
  }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM leads) AS leads,
        (SELECT count(*)::int FROM leads WHERE unsubscribed) AS unsubscribes,
        (SELECT count(*)::int FROM outreach_emails WHERE bounced_at IS NOT NULL) AS bounces,
        (SELECT count(*)::int FROM outreach_suppressions) AS suppressed,
        (SELECT count(*)::int FROM leads WHERE converted_to_user_id IS NOT NULL) AS signed_up,
        (SELECT count(*)::int FROM leads l JOIN accounts a ON a.id = l.converted_to_user_id
          WHERE a.subscription_plan <> 'free' AND a.subscription_status IN ('active', 'trialing', 'past_due')) AS paying,
        (SELECT count(*)::int FROM outreach_sequences WHERE status = 'active') AS active`),
  );
  const settings = await readOutreachSettings(db);
  const recent = await recentBounces(db);
  const postal = !!opts.config.COMPANY_POSTAL_ADDRESS?.trim();
  const pause = bouncePauseMessage(recent.bounced, recent.sent);
  const t = totals!;
  return {
    leadsTotal: t.leads,
    leadsBySource: groups.filter((g) => g.dim === 'source').map((g) => ({ key: g.key, count: g.count })),
    leadsByStatus: groups.filter((g) => g.dim === 'status').map((g) => ({ key: g.key, count: g.count })),
    steps: steps.map((s) => ({
      step: Number(s.step),
      sent: s.sent,
      opened: s.opened,
      clicked: s.clicked,
      replied: s.replied,
      bounced: s.bounced,
      openRate: rate(s.opened, s.sent),
      clickRate: rate(s.clicked, s.sent),
      replyRate: rate(s.replied, s.sent),
    })),
    emailsSent: steps.reduce((n, s) => n + s.sent, 0),
    unsubscribes: t.unsubscribes,
    bounces: t.bounces,
    suppressedAddresses: t.suppressed,
    conversions: { signedUp: t.signed_up, paying: t.paying },
    sending: {
      postalAddressConfigured: postal,
      paused: !!pause,
      pausedReason: postal ? pause : postalAddressMissing,
      recentBounced: recent.bounced,
      recentSent: recent.sent,
      dailyCap: settings.dailyCap,
      sentToday: await sentToday(db, opts.now),
      activeSequences: t.active,
    },
  };
}
