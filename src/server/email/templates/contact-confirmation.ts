import type { TEmail } from '../mailer';
import { renderLayout } from './layout';

export function contactConfirmationEmail(opts: {
  to: string;
  name: string;
  subject: string;
  ticketId: string;
  supportEmail: string;
}): TEmail {
  const body = renderLayout({
    title: 'We received your message',
    paragraphs: [
      `Hi ${opts.name},`,
      `Thanks for writing to Rivalwatch support about "${opts.subject}". We'll get back to you within 24 hours.`,
      `Your reference is ${opts.ticketId.slice(0, 8).toUpperCase()}. Reply to ${opts.supportEmail} if you want to add anything.`,
    ],
  });
  return {
    kind: 'contact_confirmation',
    to: opts.to,
    subject: `We received your message: ${opts.subject}`.slice(0, 200),
    ...body,
  };
}
