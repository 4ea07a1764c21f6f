import { firstOwnerEmail } from '../account/first-owner-email';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TAutomationEvent } from '@shared/contracts/billing';
import type { TExecutor } from '../db/client';
import { paymentEvents } from '../db/schema';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';

export const AUTOMATION_EVENTS_PAGE = { default: 50, max: 200 };

/** GET /api/automation/events: the payment automation events, newest first, keyset-paged on (created_at, id). */
export async function listAutomationEvents(opts: {
  db: TExecutor;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TAutomationEvent>> {
  const limit = Math.min(opts.limit ?? AUTOMATION_EVENTS_PAGE.default, AUTOMATION_EVENTS_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor, ['iso-micros', 'text'] as const) : null;
  const automation = eq(paymentEvents.source, 'automation');
  const rows = await opts.db
    .select({
      id: paymentEvents.id,
      type: paymentEvents.type,
      userEmail: firstOwnerEmail(sql.raw('"payment_events"."account_id"')),
      amount: paymentEvents.amount,
      plan: paymentEvents.plan,
      status: paymentEvents.status,
      error: paymentEvents.error,
      createdAt: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .where(
      and(
        automation,
        after
          ? sql`(${paymentEvents.createdAt}, ${paymentEvents.id}) < (${after[0]}::timestamptz, ${after[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(paymentEvents.createdAt), desc(paymentEvents.id))
    .limit(limit + 1);
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: async () => {
      const [r] = await opts.db.select({ n: count() }).from(paymentEvents).where(automation);
      return Number(r?.n ?? 0);
    },
    // created_at is written from the billing clock, so milliseconds are its whole precision.
    cursorOf: (last) => [last.createdAt.toISOString().replace('Z', '000Z'), last.id],
    toItem: (r) => ({
      id: r.id,
      type: r.type,
      userEmail: r.userEmail,
      amount: r.amount,
      plan: r.plan,
      status: r.status,
      error: r.error,
      timestamp: r.createdAt.toISOString(),
    }),
  });
}
