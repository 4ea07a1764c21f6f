import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { accountMembers } from '../db/schema';
import { AppError } from '../lib/errors';
import { findMember, memberName } from './find-member';
import { recordActivity } from './record-activity';

/**
 * An owner hands the ownership to another member in one step (docs/product-rules.md R24): the member becomes an
 * owner and the owner who hands it over becomes a manager, in one transaction, recorded in the activity. Both
 * people's cached sessions are dropped by the database's notification, so the new roles hold at once.
 */
export async function transferOwnership(opts: {
  db: TDb;
  accountId: string;
  actorId: string;
  userId: string;
}): Promise<void> {
  if (opts.userId === opts.actorId) {
    throw new AppError('bad_request', 'Choose another member to hand the ownership to.');
  }
  await opts.db.transaction(async (tx) => {
    const from = await findMember(tx, opts.accountId, opts.actorId);
    const to = await findMember(tx, opts.accountId, opts.userId);
    if (from.role !== 'owner') throw new AppError('forbidden', 'Only an owner can hand the ownership over.');
    const set = (userId: string, role: 'owner' | 'manager') =>
      tx
        .update(accountMembers)
        .set({ role })
        .where(and(eq(accountMembers.accountId, opts.accountId), eq(accountMembers.userId, userId)));
    await set(opts.userId, 'owner');
    await set(opts.actorId, 'manager');
    const named = await memberName(tx, opts.userId);
    const former = await memberName(tx, opts.actorId);
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.actorId,
      action: 'member.transfer',
      subjectType: 'member',
      subjectId: opts.userId,
      before: { role: to.role, ...named, formerOwner: former.name, formerOwnerRole: 'owner' },
      after: { role: 'owner', ...named, formerOwner: former.name, formerOwnerRole: 'manager' },
    });
  });
}
