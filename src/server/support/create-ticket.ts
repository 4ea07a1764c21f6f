import type { TContactBody } from '@shared/contracts/contact';
import type { TExecutor } from '../db/client';
import { supportTickets } from '../db/schema';
import type { TMailer } from '../mail/mailer';
import { contactConfirmationEmail } from '../mail/templates/contact-confirmation';

/** Stores the message as an open ticket, then confirms by email; a failed email does not lose the ticket. */
export async function createTicket(opts: {
  db: TExecutor;
  mailer: TMailer;
  supportEmail: string;
  input: TContactBody;
  userId?: string;
  log: { error(obj: object, msg: string): void };
}): Promise<{ ticketId: string; confirmationSent: boolean }> {
  const [ticket] = await opts.db
    .insert(supportTickets)
    .values({ ...opts.input, userId: opts.userId ?? null })
    .returning({ id: supportTickets.id });
  const ticketId = ticket!.id;
  try {
    await opts.mailer.send(
      contactConfirmationEmail({
        to: opts.input.email,
        name: opts.input.name,
        subject: opts.input.subject,
        ticketId,
        supportEmail: opts.supportEmail,
      }),
    );
    return { ticketId, confirmationSent: true };
  } catch (err) {
    opts.log.error({ err, ticketId }, 'contact confirmation email failed');
    return { ticketId, confirmationSent: false };
  }
}
