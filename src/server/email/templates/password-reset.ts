import type { TEmail } from '../mailer';
import { renderLayout } from './layout';

export function passwordResetEmail(opts: { to: string; name: string; link: string }): TEmail {
  const body = renderLayout({
    title: 'Reset your password',
    paragraphs: [
      `Hi ${opts.name},`,
      'Someone asked to reset the password of your Rivalwatch account. Use the button below to choose a new one. The link works once and expires in one hour.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: opts.link },
  });
  return { kind: 'password_reset', to: opts.to, subject: 'Reset your Rivalwatch password', ...body };
}
