import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users } from '../db/schema';
import type { TMailer } from '../mail/mailer';
import { passwordResetEmail } from '../mail/templates/password-reset';
import { findUserByEmail } from './find-user';
import { hashToken, newToken } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.';

/** Same answer whether or not the email exists; the token is emailed and only its hash is stored. */
export async function requestPasswordReset(opts: {
  db: TExecutor;
  mailer: TMailer;
  appUrl: string;
  email: string;
  now?: Date;
  log?: { error(obj: object, msg: string): void };
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
  try {
    await opts.mailer.send(
      passwordResetEmail({ to: user.email, name: user.firstName ?? user.username, link }),
    );
  } catch (err) {
    // The answer must not differ for a known address; the failure is for the operators' log.
    opts.log?.error({ err, userId: user.id }, 'password reset email could not be sent');
  }
  return FORGOT_PASSWORD_ANSWER;
}
