import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users, type TUserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin rights.';
export const LAST_ADMIN = 'The last admin cannot be removed or demoted.';

/**
 * Locks every admin row and answers whether `userId` is the only one left: two admins demoting or deleting each
 * other at once wait for one another instead of both succeeding (docs/product-rules.md R57).
 */
export async function isLastAdmin(tx: Parameters<Parameters<TDb['transaction']>[0]>[0], userId: string) {
  const admins = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT id FROM users WHERE is_admin ORDER BY id FOR UPDATE`),
  );
  return admins.length === 1 && admins[0]!.id === userId;
}

/** Makes a user an admin or a customer; never oneself, never the last admin (docs/product-rules.md R57). */
export async function setUserAdmin(opts: {
  db: TDb;
  admin: TAdminActor;
  userId: string;
  isAdmin: boolean;
}): Promise<TUserRow> {
  return opts.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, opts.userId)).for('update');
    if (!before) throw new AppError('not_found', 'User not found');
    if (before.isAdmin === opts.isAdmin) return before;
    if (!opts.isAdmin) {
      if (opts.userId === opts.admin.id) throw new AppError('bad_request', CANNOT_DEMOTE_SELF);
      if (await isLastAdmin(tx, opts.userId)) throw new AppError('conflict', LAST_ADMIN);
    }
    const [after] = await tx
      .update(users)
      .set({ isAdmin: opts.isAdmin, updatedAt: new Date() })
      .where(eq(users.id, opts.userId))
      .returning();
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: opts.isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId: opts.userId,
      before: { isAdmin: before.isAdmin },
      after: { isAdmin: after!.isAdmin },
    });
    return after!;
  });
}
