import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { assertNotLimited, countHit } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import { hashPassword, verifyPassword } from './password';
import { destroyOtherSessions } from './sessions';

export async function changePassword(opts: {
  db: TExecutor;
  user: TUserRow;
  currentPassword: string;
  newPassword: string;
  keepSid?: string;
}): Promise<void> {
  const key = `password-change:user:${opts.user.id}`;
  await assertNotLimited({
    db: opts.db,
    keys: [key],
    message: RATE_RULES.passwordChangePerUser.message,
  });
  if (!(await verifyPassword(opts.user.password, opts.currentPassword))) {
    await countHit({ db: opts.db, key, rule: RATE_RULES.passwordChangePerUser.rule });
    throw new AppError('bad_request', 'Current password is incorrect.', {
      details: [{ field: 'currentPassword', message: 'Current password is incorrect.' }],
    });
  }
  const password = await hashPassword(opts.newPassword);
  await opts.db.update(users).set({ password, updatedAt: new Date() }).where(eq(users.id, opts.user.id));
  await destroyOtherSessions({ db: opts.db, userId: opts.user.id, keepSid: opts.keepSid });
}
