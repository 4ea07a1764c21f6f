import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users } from '../db/schema';
import { findUserByLogin } from './find-user';
import { registerUser } from './register-user';

/**
 * Creates the admin when absent, or makes the existing account with that username and email an admin.
 * An existing admin's password is left alone: env is for bootstrap, Settings for changes.
 */
export async function ensureAdmin(opts: {
  db: TExecutor;
  username: string;
  email: string;
  password: string;
}): Promise<{ created: boolean; userId: string }> {
  const existing = await findUserByLogin(opts.db, opts.username);
  if (existing) {
    // Someone may have registered the admin's username first: only the account with the admin's email is promoted.
    if (existing.email.toLowerCase() !== opts.email.toLowerCase()) {
      throw new Error(
        `ADMIN_USERNAME "${opts.username}" belongs to an account with another email; choose another admin username.`,
      );
    }
    if (!existing.isAdmin)
      await opts.db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return { created: false, userId: existing.id };
  }
  const user = await registerUser({
    db: opts.db,
    input: { username: opts.username, email: opts.email, password: opts.password },
    isAdmin: true,
  });
  return { created: true, userId: user.id };
}
