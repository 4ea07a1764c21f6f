import { asc, eq, sql } from 'drizzle-orm';
import type { TSupportTicket, TSupportTicketDetail, TTicketsQuery } from '@shared/contracts/admin-support';
import type { TExecutor } from '../../db/client';
import { containsPattern } from '../../db/contains';
import { countOf, isoMicros, pageLimit, rowsOf } from '../../db/rows';
import { emailTracking, supportTicketReplies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { decodeCursor } from '../../lib/keyset-cursor';
import { keysetPage, type TPage } from '../../lib/send-page';
import { ticketColumns, toTicket } from './ticket-row';

export const TICKETS_PAGE = { default: 50, max: 200 };

/**
 * Tickets of a tab (active: all but closed; closed), optionally of one status or matching a search in subject,
 * name or email, newest first, keyset-paged on (created_at, id) with the true total (docs/product-rules.md R58).
 */
export async function listTickets(opts: {
  db: TExecutor;
  query: TTicketsQuery;
  now?: Date;
}): Promise<TPage<TSupportTicket>> {
  const { view, status, q } = opts.query;
  const now = opts.now ?? new Date();
  const limit = opts.query.limit ?? TICKETS_PAGE.default;
  const after = opts.query.cursor ? decodeCursor(opts.query.cursor, ['iso-micros', 'uuid'] as const) : null;
  const filters = [
    view === 'active' ? sql`t.status <> 'closed'` : view === 'closed' ? sql`t.status = 'closed'` : null,
    status ? sql`t.status = ${status}` : null,
    q
      ? sql`(t.subject ILIKE ${containsPattern(q)} OR t.name ILIKE ${containsPattern(q)} OR t.email ILIKE ${containsPattern(q)})`
      : null,
  ].filter((f) => f !== null);
  const where = filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT ${ticketColumns(now)},
        ${isoMicros(sql`t.created_at`)} AS cursor_ts
      FROM support_tickets t ${where}
      ${after ? sql`${filters.length ? sql`AND` : sql`WHERE`} (t.created_at, t.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT ${pageLimit(limit)}`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countOf(opts.db, sql`SELECT count(*)::int AS n FROM support_tickets t ${where}`),
    cursorOf: (r) => [r.cursor_ts as string, r.id as string],
    toItem: toTicket,
  });
}

/** One ticket with its whole conversation, oldest message first. */
export async function getTicket(opts: {
  db: TExecutor;
  id: string;
  now?: Date;
}): Promise<TSupportTicketDetail> {
  const [row] = rowsOf<Record<string, unknown>>(
    await opts.db.execute(
      sql`SELECT ${ticketColumns(opts.now ?? new Date())} FROM support_tickets t WHERE t.id = ${opts.id}`,
    ),
  );
  if (!row) throw new AppError('not_found', 'Ticket not found');
  const replies = await opts.db
    .select({ r: supportTicketReplies, emailStatus: emailTracking.status })
    .from(supportTicketReplies)
    .leftJoin(emailTracking, eq(emailTracking.id, supportTicketReplies.emailId))
    .where(eq(supportTicketReplies.ticketId, opts.id))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  return {
    ...toTicket(row),
    replies: replies.map(({ r, emailStatus }) => ({
      id: r.id,
      author: r.author,
      authorName: r.authorName,
      message: r.message,
      emailSent: emailStatus === 'sent',
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
