import { sql } from 'drizzle-orm';
import { OVERDUE_AFTER_HOURS, type TSupportTicket } from '@shared/contracts/admin-support';

/** A ticket's columns from `support_tickets t`, with its overdue flag (docs/product-rules.md R58) as of `now`. */
export const ticketColumns = (now: Date) => sql`t.*,
  (t.status IN ('open', 'in-progress') AND t.awaiting_reply_since IS NOT NULL
    AND t.awaiting_reply_since < ${now.toISOString()}::timestamptz - make_interval(hours => ${OVERDUE_AFTER_HOURS}))
    AS overdue,
  (SELECT count(*)::int FROM support_ticket_replies r WHERE r.ticket_id = t.id) AS reply_count`;

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export function toTicket(r: Record<string, unknown>): TSupportTicket {
  return {
    id: r.id as string,
    userId: (r.user_id as string | null) ?? null,
    name: r.name as string,
    email: r.email as string,
    subject: r.subject as string,
    category: r.category as string,
    priority: r.priority as string,
    message: r.message as string,
    status: r.status as string,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    awaitingReplySince: iso(r.awaiting_reply_since),
    overdue: Boolean(r.overdue),
    replyCount: Number(r.reply_count),
  };
}
