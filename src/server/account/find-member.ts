import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { accountMembers, users, type TAccountMemberRow } from '../db/schema';
import { isUuid } from '../alerts/list-alert-rules';
import { AppError } from '../lib/errors';

/** A member of the account by their user id, locked for the change to come; 404 for anyone else. */
export async function findMember(
  tx: TExecutor,
  accountId: string,
  userId: string,
): Promise<TAccountMemberRow> {
  const [member] = isUuid(userId)
    ? await tx
        .select()
        .from(accountMembers)
        .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)))
        .for('update')
    : [];
  if (!member) throw new AppError('not_found', 'Member not found');
  return member;
}

/** How the activity names a member: their username and email, kept in the record (the login may go later). */
export async function memberName(tx: TExecutor, userId: string): Promise<{ name: string; email: string }> {
  const [row] = await tx
    .select({ name: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { name: 'a former member', email: '' };
}
