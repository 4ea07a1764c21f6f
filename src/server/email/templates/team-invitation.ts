import type { TEmail } from '../mailer';
import { renderLayout } from './layout';

const ROLE_WORDS = {
  owner: 'an owner (everything, billing and members included)',
  manager: 'a manager (competitors, alerts and channels)',
  reader: 'a reader (every screen and export, no changes)',
} as const;

/** The invitation to join an account (docs/product-rules.md R24): the link works once, for 7 days. */
export function teamInvitationEmail(opts: {
  to: string;
  inviter: string;
  accountName: string;
  role: keyof typeof ROLE_WORDS;
  link: string;
}): TEmail {
  const body = renderLayout({
    title: `Join ${opts.accountName} on Rivalwatch`,
    paragraphs: [
      `${opts.inviter} invites you to the Rivalwatch account ${opts.accountName} as ${ROLE_WORDS[opts.role]}.`,
      'Use the button below to sign in or create your login and join. The link works once and expires in 7 days.',
      'If you did not expect this, ignore this email: nothing changes.',
    ],
    action: { label: 'Join the account', url: opts.link },
  });
  return {
    kind: 'team_invitation',
    to: opts.to,
    subject: `${opts.inviter} invites you to ${opts.accountName} on Rivalwatch`,
    ...body,
  };
}
