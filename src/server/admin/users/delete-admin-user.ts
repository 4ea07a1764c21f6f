import { eq } from 'drizzle-orm';
import { deleteSoleOwnedAccounts } from '../../account/sole-owned-accounts';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';
import { isLastAdmin, LAST_ADMIN } from './set-user-admin';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';

/**
 * Deletes a login with everything it owns (notifications, tokens, sessions, and the accounts nobody else owns with
 * their competitors and alert rules); never oneself, never the last admin (docs/product-rules.md R57, R24). The
 * audit record keeps the user as they were.
 */
export async function deleteAdminUser(opts: { db: TDb; admin: TAdminActor; userId: string }): Promise<void> {
  if (opts.userId === opts.admin.id) throw new AppError('bad_request', CANNOT_DELETE_SELF);
  await opts.db.transaction(async (tx) => {
    // The admins' rows and the target's first, all in one ordered lock (isLastAdmin), then the target as it is now.
    const lastAdmin = await isLastAdmin(tx, opts.userId);
    const [before] = await tx.select().from(users).where(eq(users.id, opts.userId));
    if (!before) throw new AppError('not_found', 'User not found');
    if (before.isAdmin && lastAdmin) throw new AppError('conflict', LAST_ADMIN);
    await deleteSoleOwnedAccounts({ db: tx, userId: opts.userId });
    await tx.delete(users).where(eq(users.id, opts.userId));
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: 'user.delete',
      targetType: 'user',
      targetId: opts.userId,
      before,
      after: null,
    });
  });
}
