import { eq } from 'drizzle-orm';
import type { TSupportTicketDetail, TTicketStatus } from '@shared/contracts/admin-support';
import type { TDb } from '../../db/client';
import { supportTicketReplies, supportTickets } from '../../db/schema';
import { enqueueEmail } from '../../email/enqueue-email';
import type { TMailer } from '../../email/mailer';
import { sendEmailNow } from '../../email/send-email-now';
import { ticketReplyEmail } from '../../email/templates/ticket-reply';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';
import { getTicket } from './list-tickets';

/** Sets a ticket's status (any but its own, docs/product-rules.md R58). */
export async function setTicketStatus(opts: {
  db: TDb;
  admin: TAdminActor;
  id: string;
  status: TTicketStatus;
}): Promise<TSupportTicketDetail> {
  await opts.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, opts.id))
      .for('update');
    if (!before) throw new AppError('not_found', 'Ticket not found');
    if (before.status === opts.status) return;
    await tx
      .update(supportTickets)
      .set({ status: opts.status, updatedAt: new Date() })
      .where(eq(supportTickets.id, opts.id));
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: 'support_ticket.set_status',
      targetType: 'support_ticket',
      targetId: opts.id,
      before: { status: before.status },
      after: { status: opts.status },
    });
  });
  return getTicket({ db: opts.db, id: opts.id });
}

/**
 * An admin answers a ticket by email: the reply is kept on the ticket and queued through the email system in one
 * transaction, then tried at once (a failed send stays queued and is retried; the reply is not lost). The ticket
 * then waits on the customer: open becomes in progress, and it is no longer overdue (R58).
 */
export async function replyToTicket(opts: {
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  site: { appUrl: string; secret: string; supportEmail: string };
  admin: TAdminActor;
  id: string;
  message: string;
}): Promise<TSupportTicketDetail> {
  const emailId = await opts.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, opts.id))
      .for('update');
    if (!ticket) throw new AppError('not_found', 'Ticket not found');
    const now = new Date();
    const queued = await enqueueEmail({
      db: tx,
      appUrl: opts.site.appUrl,
      secret: opts.site.secret,
      userId: ticket.userId,
      emailType: 'support_reply',
      render: (links) =>
        ticketReplyEmail({
          to: ticket.email,
          name: ticket.name,
          subject: ticket.subject,
          ticketId: ticket.id,
          message: opts.message,
          supportEmail: opts.site.supportEmail,
          links,
        }),
    });
    const [reply] = await tx
      .insert(supportTicketReplies)
      .values({
        ticketId: ticket.id,
        author: 'admin',
        adminId: opts.admin.id,
        authorName: opts.admin.username,
        message: opts.message,
        emailId: queued!.id,
        createdAt: now,
      })
      .returning();
    const status = ticket.status === 'open' ? 'in-progress' : ticket.status;
    await tx
      .update(supportTickets)
      .set({ status, awaitingReplySince: null, updatedAt: now })
      .where(eq(supportTickets.id, ticket.id));
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: 'support_ticket.reply',
      targetType: 'support_ticket',
      targetId: ticket.id,
      before: { status: ticket.status },
      after: { status, replyId: reply!.id, message: opts.message },
      now,
    });
    return queued!.id;
  });
  const { sent, failureReason } = await sendEmailNow({
    db: opts.db,
    mailer: opts.mailer,
    log: opts.log,
    id: emailId,
  });
  if (!sent)
    opts.log.warn({ ticketId: opts.id, failureReason }, 'ticket reply queued; the email sender will retry');
  return getTicket({ db: opts.db, id: opts.id });
}
