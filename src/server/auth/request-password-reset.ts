import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { enqueueEmail } from '../email/enqueue-email';
import type { TMailer } from '../email/mailer';
import { sendEmailNow } from '../email/send-email-now';
import { passwordResetEmail } from '../email/templates/password-reset';
import { findUserByEmail } from './find-user';
import { hashToken, newToken } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.';

/**
 * Same answer whether or not the email exists; the token is emailed and only its hash is stored. The email is
 * queued (history, retries) and tried at once; a failed send neither changes the answer nor is lost.
 */
export async function requestPasswordReset(opts: {
  db: TDb;
  mailer: TMailer;
  appUrl: string;
  /** SESSION_SECRET: signs the email's tracked links. */
  secret: string;
  email: string;
  now?: Date;
  log: TLogger;
}): Promise<string> {
  const user = await findUserByEmail(opts.db, opts.email);
  if (!user) return FORGOT_PASSWORD_ANSWER;
  const token = newToken();
  const now = opts.now ?? new Date();
  await opts.db
    .update(users)
    .set({ resetToken: hashToken(token), resetTokenExpiry: new Date(now.getTime() + RESET_TOKEN_TTL_MS) })
    .where(eq(users.id, user.id));
  const link = `${opts.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const queued = await enqueueEmail({
    db: opts.db,
    appUrl: opts.appUrl,
    secret: opts.secret,
    userId: user.id,
    emailType: 'password_reset',
    render: () => passwordResetEmail({ to: user.email, name: user.firstName ?? user.username, link }),
  });
  // The answer must not differ for a known address: a failed send stays queued for retries and is logged.
  const { sent, failureReason } = await sendEmailNow({ ...opts, id: queued!.id });
  if (!sent) opts.log.error({ userId: user.id, failureReason }, 'password reset email could not be sent yet');
  return FORGOT_PASSWORD_ANSWER;
}
