import type { TContactBody } from '@shared/contracts/contact';
import type { TDb } from '../db/client';
import { supportTickets } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { enqueueEmail } from '../email/enqueue-email';
import type { TMailer } from '../email/mailer';
import { sendEmailNow } from '../email/send-email-now';
import { contactConfirmationEmail } from '../email/templates/contact-confirmation';

/**
 * Stores the message as an open ticket, then confirms by email (queued, tried at once, retried when it fails);
 * a failed email does not lose the ticket.
 */
export async function createTicket(opts: {
  db: TDb;
  mailer: TMailer;
  supportEmail: string;
  appUrl: string;
  secret: string;
  input: TContactBody;
  userId?: string;
  log: TLogger;
}): Promise<{ ticketId: string; confirmationSent: boolean }> {
  const [ticket] = await opts.db
    .insert(supportTickets)
    .values({ ...opts.input, userId: opts.userId ?? null })
    .returning({ id: supportTickets.id });
  const ticketId = ticket!.id;
  const queued = await enqueueEmail({
    db: opts.db,
    appUrl: opts.appUrl,
    secret: opts.secret,
    userId: opts.userId ?? null,
    emailType: 'contact_confirmation',
    render: () =>
      contactConfirmationEmail({
        to: opts.input.email,
        name: opts.input.name,
        subject: opts.input.subject,
        ticketId,
        supportEmail: opts.supportEmail,
      }),
  });
  const { sent, failureReason } = await sendEmailNow({ ...opts, id: queued!.id });
  if (!sent) opts.log.error({ ticketId, failureReason }, 'contact confirmation email could not be sent yet');
  return { ticketId, confirmationSent: sent };
}
