import type { TEmail } from '../mailer';
import type { TTrackingLinks } from '../tracking-links';
import { renderLayout } from './layout';

/** An admin's answer to a support ticket, sent to the address the customer wrote from. */
export function ticketReplyEmail(opts: {
  to: string;
  name: string;
  subject: string;
  ticketId: string;
  message: string;
  supportEmail: string;
  links: TTrackingLinks;
}): TEmail {
  const body = renderLayout({
    title: 'Rivalwatch support',
    paragraphs: [`Hi ${opts.name},`, ...opts.message.split(/\n{2,}/)],
    closing: [
      `Your reference is ${opts.ticketId.slice(0, 8).toUpperCase()}. Reply to ${opts.supportEmail} to add anything.`,
    ],
    links: opts.links,
  });
  return {
    kind: 'support_reply',
    to: opts.to,
    subject: `Re: ${opts.subject}`.slice(0, 200),
    ...body,
  };
}
