import { and, eq, gt } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { hashPassword } from './password';
import { destroyOtherSessions } from './sessions';
import { hashToken } from './tokens';

export const INVALID_RESET_TOKEN =
  'This reset link is invalid or has expired. Please request a new password reset link.';

/** Single use: the token is cleared in the same statement that sets the password; all sessions end. */
export async function resetPassword(opts: {
  db: TExecutor;
  token: string;
  newPassword: string;
  now?: Date;
}): Promise<void> {
  const now = opts.now ?? new Date();
  const valid = and(eq(users.resetToken, hashToken(opts.token)), gt(users.resetTokenExpiry, now));
  // Check the token before spending an argon2 hash on it.
  const [found] = await opts.db.select({ id: users.id }).from(users).where(valid).limit(1);
  if (!found) throw new AppError('bad_request', INVALID_RESET_TOKEN);
  const password = await hashPassword(opts.newPassword);
  const updated = await opts.db
    .update(users)
    .set({ password, resetToken: null, resetTokenExpiry: null, updatedAt: now })
    .where(and(eq(users.id, found.id), valid))
    .returning({ id: users.id });
  const user = updated[0];
  if (!user) throw new AppError('bad_request', INVALID_RESET_TOKEN);
  await destroyOtherSessions({ db: opts.db, userId: user.id });
}
