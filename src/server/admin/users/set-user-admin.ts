import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users, type TUserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin rights.';
export const LAST_ADMIN = 'The last admin cannot be removed or demoted.';

/**
 * Locks every admin row and the target's, in id order and in one statement, and answers whether the target is the
 * only admin left: two admins demoting or deleting each other at once wait for one another (the same rows in the
 * same order, so never a deadlock) instead of both succeeding (docs/product-rules.md R57).
 */
export async function isLastAdmin(tx: Parameters<Parameters<TDb['transaction']>[0]>[0], userId: string) {
  const rows = rowsOf<{ id: string; is_admin: boolean }>(
    await tx.execute(
      sql`SELECT id, is_admin FROM users WHERE is_admin OR id = ${userId} ORDER BY id FOR UPDATE`,
    ),
  );
  const admins = rows.filter((r) => r.is_admin);
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
    // The admins' rows and the target's first, all in one ordered lock (isLastAdmin), then the target as it is now.
    const lastAdmin = await isLastAdmin(tx, opts.userId);
    const [before] = await tx.select().from(users).where(eq(users.id, opts.userId));
    if (!before) throw new AppError('not_found', 'User not found');
    if (before.isAdmin === opts.isAdmin) return before;
    if (!opts.isAdmin) {
      if (opts.userId === opts.admin.id) throw new AppError('bad_request', CANNOT_DEMOTE_SELF);
      if (lastAdmin) throw new AppError('conflict', LAST_ADMIN);
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
