import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TInvitation } from '@shared/contracts/account';
import type { TExecutor } from '../db/client';
import { accountInvitations, users, type TAccountInvitationRow } from '../db/schema';

export const toInvitation = (r: TAccountInvitationRow, invitedBy: string | null): TInvitation => ({
  id: r.id,
  email: r.email,
  role: r.role,
  invitedBy,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

/** The account's pending invitations (neither accepted, revoked nor expired), newest first. */
export async function listInvitations(opts: {
  db: TExecutor;
  accountId: string;
  now?: Date;
}): Promise<TInvitation[]> {
  const rows = await opts.db
    .select({ i: accountInvitations, by: users.username })
    .from(accountInvitations)
    .leftJoin(users, eq(users.id, accountInvitations.invitedBy))
    .where(
      and(
        eq(accountInvitations.accountId, opts.accountId),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
        gt(accountInvitations.expiresAt, opts.now ?? new Date()),
      ),
    )
    .orderBy(desc(accountInvitations.createdAt), desc(accountInvitations.id));
  return rows.map((r) => toInvitation(r.i, r.by));
}
