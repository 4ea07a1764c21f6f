import { sql } from 'drizzle-orm';
import {
  LEAD_EMAIL_TRACKING_PAGE_SIZE,
  type TLeadEmailStatus,
  type TLeadEmailTrackingRow,
} from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import { isoMicros, pageLimit, rowsOf } from '../db/rows';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import type { TPage } from '../lib/send-page';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/**
 * Outreach emails, newest first, keyset-paged on (queued_at, id), optionally for one lead: the status is the
 * bounce, else the mail server's answer (delivered when a delivery report said so), else none while it waits.
 */
export async function listLeadEmailTracking(opts: {
  db: TExecutor;
  cursor?: string;
  limit?: number;
  leadId?: string;
}): Promise<TPage<TLeadEmailTrackingRow>> {
  const limit = opts.limit ?? LEAD_EMAIL_TRACKING_PAGE_SIZE;
  const after = opts.cursor ? decodeCursor(opts.cursor, ['iso-micros', 'uuid'] as const) : null;
  const filters = [
    after ? sql`(e.queued_at, e.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : null,
    opts.leadId ? sql`e.lead_id = ${opts.leadId}` : null,
  ].filter((f) => f !== null);
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT e.id, e.lead_id, l.store_name, e.recipient_email, e.step, e.subject, e.delivered_at, e.bounced_at,
        e.replied_at, t.status, t.sent_at, t.opened_at, t.clicked_at, ${isoMicros(sql`e.queued_at`)} AS cursor_ts
      FROM outreach_emails e JOIN leads l ON l.id = e.lead_id
      LEFT JOIN email_tracking t ON t.id = e.email_tracking_id
      ${filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``}
      ORDER BY e.queued_at DESC, e.id DESC
      LIMIT ${pageLimit(limit)}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const statusOf = (r: Record<string, unknown>): TLeadEmailStatus =>
    r.bounced_at
      ? 'bounced'
      : r.delivered_at
        ? 'delivered'
        : r.status === 'sent'
          ? 'sent'
          : r.status === 'failed'
            ? 'failed'
            : 'none';
  return {
    items: page.map((r) => ({
      id: r.id as string,
      leadId: r.lead_id as string,
      storeName: r.store_name as string,
      email: r.recipient_email as string,
      step: Number(r.step) as 1 | 2 | 3,
      subject: r.subject as string,
      emailStatus: statusOf(r),
      sentAt: iso(r.sent_at),
      deliveredAt: iso(r.delivered_at),
      openedAt: iso(r.opened_at),
      clickedAt: iso(r.clicked_at),
      repliedAt: iso(r.replied_at),
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor([last.cursor_ts as string, last.id as string]) : null,
  };
}
