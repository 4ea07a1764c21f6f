import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';
import { isLastAdmin, LAST_ADMIN } from './set-user-admin';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';

/**
 * Deletes an account with everything it owns (competitors, alert rules, notifications, tokens, sessions); never
 * oneself, never the last admin (docs/product-rules.md R57). The audit record keeps the account as it was.
 */
export async function deleteAdminUser(opts: { db: TDb; admin: TAdminActor; userId: string }): Promise<void> {
  if (opts.userId === opts.admin.id) throw new AppError('bad_request', CANNOT_DELETE_SELF);
  await opts.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, opts.userId)).for('update');
    if (!before) throw new AppError('not_found', 'User not found');
    if (before.isAdmin && (await isLastAdmin(tx, opts.userId))) throw new AppError('conflict', LAST_ADMIN);
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
