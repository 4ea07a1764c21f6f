import { and, eq } from 'drizzle-orm';
import type { TAccountRole } from '@shared/contracts/account';
import type { TDb } from '../db/client';
import { accountMembers } from '../db/schema';
import { findMember, memberName } from './find-member';
import { keepAnOwner } from './last-owner';
import { recordActivity } from './record-activity';

/**
 * An owner gives a member another role (docs/product-rules.md R24); the last owner keeps theirs. The member's
 * cached sessions are dropped by the database's notification, so the new role holds from their next request.
 */
export async function changeMemberRole(opts: {
  db: TDb;
  accountId: string;
  userId: string;
  role: TAccountRole;
  actorId: string;
}): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const member = await findMember(tx, opts.accountId, opts.userId);
    if (member.role === opts.role) return;
    if (member.role === 'owner') await keepAnOwner(tx, opts.accountId, opts.userId);
    await tx
      .update(accountMembers)
      .set({ role: opts.role })
      .where(and(eq(accountMembers.accountId, opts.accountId), eq(accountMembers.userId, opts.userId)));
    const named = await memberName(tx, opts.userId);
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.actorId,
      action: 'member.role',
      subjectType: 'member',
      subjectId: opts.userId,
      before: { role: member.role, ...named },
      after: { role: opts.role, ...named },
    });
  });
}
