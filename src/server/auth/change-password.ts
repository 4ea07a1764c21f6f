import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { hashPassword, verifyPassword } from './password';
import { destroyOtherSessions } from './sessions';

export async function changePassword(opts: {
  db: TExecutor;
  user: TUserRow;
  currentPassword: string;
  newPassword: string;
  keepSid?: string;
}): Promise<void> {
  if (!(await verifyPassword(opts.user.password, opts.currentPassword))) {
    throw new AppError('bad_request', 'Current password is incorrect.', [
      { field: 'currentPassword', message: 'Current password is incorrect.' },
    ]);
  }
  const password = await hashPassword(opts.newPassword);
  await opts.db.update(users).set({ password, updatedAt: new Date() }).where(eq(users.id, opts.user.id));
  await destroyOtherSessions({ db: opts.db, userId: opts.user.id, keepSid: opts.keepSid });
}
