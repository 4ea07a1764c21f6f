import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { findUserByLogin } from './find-user';
import { verifyAgainstDummy, verifyPassword } from './password';
import { assertNotThrottled, clearFailures, recordFailure, throttleKeys } from './throttle';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Checks credentials under the per-username and per-IP failure limits. Never says which part was wrong. */
export async function loginUser(opts: {
  db: TExecutor;
  username: string;
  password: string;
  ip: string;
}): Promise<TUserRow> {
  const user = await findUserByLogin(opts.db, opts.username);
  // Keyed on the account when it exists, so its username and its email share one lock.
  const keys = throttleKeys(user?.id ?? opts.username, opts.ip);
  await assertNotThrottled({ db: opts.db, keys });
  const ok = user
    ? await verifyPassword(user.password, opts.password)
    : await verifyAgainstDummy(opts.password);
  if (!user || !ok) {
    await recordFailure({ db: opts.db, keys });
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  await clearFailures({ db: opts.db, key: keys.user });
  const now = new Date();
  await opts.db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
  return { ...user, lastSignInAt: now };
}
