import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { accountMembers, apiTokens, users } from '../db/schema';
import { findMember, memberName } from './find-member';
import { keepAnOwner } from './last-owner';
import { recordActivity } from './record-activity';

/**
 * Takes a person out of an account: an owner removing a member, or a member leaving (docs/product-rules.md R24).
 * The last owner can do neither. The person's tokens made for the account are revoked, and their sessions lose
 * the account at once (the membership's notification drops them from the session cache).
 */
export async function removeMember(opts: {
  db: TDb;
  accountId: string;
  userId: string;
  /** Who removes them: themselves when they leave. */
  actorId: string;
  now?: Date;
}): Promise<void> {
  const now = opts.now ?? new Date();
  await opts.db.transaction(async (tx) => {
    const member = await findMember(tx, opts.accountId, opts.userId);
    if (member.role === 'owner') await keepAnOwner(tx, opts.accountId, opts.userId);
    await tx
      .delete(accountMembers)
      .where(and(eq(accountMembers.accountId, opts.accountId), eq(accountMembers.userId, opts.userId)));
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.accountId, opts.accountId), eq(apiTokens.userId, opts.userId)));
    await tx
      .update(users)
      .set({ lastAccountId: null })
      .where(and(eq(users.id, opts.userId), eq(users.lastAccountId, opts.accountId)));
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.actorId,
      action: opts.actorId === opts.userId ? 'member.leave' : 'member.remove',
      subjectType: 'member',
      subjectId: opts.userId,
      before: { role: member.role, ...(await memberName(tx, opts.userId)) },
      now,
    });
  });
}
