import { eq } from 'drizzle-orm';
import type { TInvitationPreview } from '@shared/contracts/account';
import { hashToken } from '../auth/tokens';
import type { TDb, TExecutor } from '../db/client';
import { accountInvitations, accountMembers, accounts, users, type TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { recordActivity } from './record-activity';

export const INVITATION_GONE =
  'This invitation link no longer works: it was used, withdrawn or is over 7 days old. Ask the owner for a new one.';

/** The open invitation behind a link, with its account's name and the inviter's name; 404 otherwise. */
async function openInvitation(db: TExecutor, token: string, now: Date, lock = false) {
  const query = db
    .select({ i: accountInvitations, accountName: accounts.name, invitedBy: users.username })
    .from(accountInvitations)
    .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
    .leftJoin(users, eq(users.id, accountInvitations.invitedBy))
    .where(eq(accountInvitations.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for('update', { of: accountInvitations }) : query);
  if (!row || row.i.acceptedAt || row.i.revokedAt || row.i.expiresAt <= now) {
    throw new AppError('not_found', INVITATION_GONE);
  }
  return row;
}

/** What the acceptance page shows: the account, the role and the address invited. */
export async function previewInvitation(opts: {
  db: TExecutor;
  token: string;
  now?: Date;
}): Promise<TInvitationPreview> {
  const row = await openInvitation(opts.db, opts.token, opts.now ?? new Date());
  return { accountName: row.accountName, email: row.i.email, role: row.i.role, invitedBy: row.invitedBy };
}

/**
 * The signed-in person joins the account with the invitation's role (docs/product-rules.md R24): once (the link
 * is then used up), only as the address invited, and their sessions open in that account from now on.
 */
export async function acceptInvitation(opts: {
  db: TDb;
  user: TUserRow;
  token: string;
  now?: Date;
}): Promise<{ accountId: string }> {
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const { i } = await openInvitation(tx, opts.token, now, true);
    if (i.email !== opts.user.email.toLowerCase()) {
      throw new AppError(
        'forbidden',
        `This invitation is for ${i.email}. Sign in with that address (or create a login with it) to join.`,
      );
    }
    const joined = await tx
      .insert(accountMembers)
      .values({
        accountId: i.accountId,
        userId: opts.user.id,
        role: i.role,
        addedBy: i.invitedBy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (joined.length === 0) throw new AppError('conflict', 'You are already a member of this account.');
    await tx
      .update(accountInvitations)
      .set({ acceptedAt: now, acceptedBy: opts.user.id })
      .where(eq(accountInvitations.id, i.id));
    await tx.update(users).set({ lastAccountId: i.accountId }).where(eq(users.id, opts.user.id));
    await recordActivity({
      db: tx,
      accountId: i.accountId,
      actorId: opts.user.id,
      action: 'member.join',
      subjectType: 'member',
      subjectId: opts.user.id,
      after: { role: i.role, email: i.email },
      now,
    });
    return { accountId: i.accountId };
  });
}
