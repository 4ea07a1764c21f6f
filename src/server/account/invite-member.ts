import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TInvitation, TInviteBody } from '@shared/contracts/account';
import { isUuid } from '../alerts/list-alert-rules';
import { hashToken, newToken } from '../auth/tokens';
import type { TDb, TExecutor } from '../db/client';
import { accountInvitations, accountMembers, accounts, users } from '../db/schema';
import { enqueueEmail } from '../email/enqueue-email';
import type { TMailer } from '../email/mailer';
import { sendEmailNow } from '../email/send-email-now';
import { teamInvitationEmail } from '../email/templates/team-invitation';
import { AppError } from '../lib/errors';
import type { TLogger } from '../lib/logger';
import { toInvitation } from './list-invitations';
import { recordActivity } from './record-activity';
import { assertFreeSeat } from './seats';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type TInviteDeps = {
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  /** APP_URL and SESSION_SECRET: the link's base and the click-signing key. */
  appUrl: string;
  secret: string;
};

/**
 * An owner invites an address with a role (docs/product-rules.md R24): refused with the reason when the address
 * is already a member, and past the plan's seats; inviting an address again resends its open invitation. The
 * email (HTML and text, through the outbox) carries a fresh single-use token; only its hash is kept.
 */
export async function inviteMember(
  opts: TInviteDeps & { accountId: string; invitedBy: string; input: TInviteBody; now?: Date },
): Promise<TInvitation> {
  const now = opts.now ?? new Date();
  const email = opts.input.email.trim().toLowerCase();
  const { invitation, emailId } = await opts.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: users.id })
      .from(accountMembers)
      .innerJoin(users, eq(users.id, accountMembers.userId))
      .where(and(eq(accountMembers.accountId, opts.accountId), sql`lower(${users.email}) = ${email}`));
    if (already) throw new AppError('conflict', `${email} is already a member of this account.`);
    const [open] = await tx
      .select()
      .from(accountInvitations)
      .where(
        and(
          eq(accountInvitations.accountId, opts.accountId),
          eq(accountInvitations.email, email),
          isNull(accountInvitations.acceptedAt),
          isNull(accountInvitations.revokedAt),
        ),
      )
      .for('update');
    if (!open) await assertFreeSeat({ db: tx, accountId: opts.accountId, now });
    const token = newToken();
    const values = {
      role: opts.input.role,
      tokenHash: hashToken(token),
      expiresAt: expiry(now),
      invitedBy: opts.invitedBy,
    };
    const [row] = open
      ? await tx.update(accountInvitations).set(values).where(eq(accountInvitations.id, open.id)).returning()
      : await tx
          .insert(accountInvitations)
          .values({ ...values, accountId: opts.accountId, email, createdAt: now })
          .returning();
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.invitedBy,
      action: 'invitation.send',
      subjectType: 'invitation',
      subjectId: row!.id,
      after: { email, role: opts.input.role },
      now,
    });
    return { invitation: row!, emailId: await queueInvitationEmail(tx, opts, row!.id, token) };
  });
  await sendEmailNow({ db: opts.db, mailer: opts.mailer, log: opts.log, id: emailId });
  return toInvitation(invitation, null);
}

/** Sends a pending invitation again with a new link (the old one stops working) and 7 more days. */
export async function resendInvitation(
  opts: TInviteDeps & { accountId: string; invitationId: string; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const emailId = await opts.db.transaction(async (tx) => {
    const open = await findOpenInvitation(tx, opts.accountId, opts.invitationId);
    const token = newToken();
    await tx
      .update(accountInvitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiry(now) })
      .where(eq(accountInvitations.id, open.id));
    return queueInvitationEmail(tx, opts, open.id, token);
  });
  await sendEmailNow({ db: opts.db, mailer: opts.mailer, log: opts.log, id: emailId });
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(opts: {
  db: TDb;
  accountId: string;
  actorId: string;
  invitationId: string;
  now?: Date;
}) {
  await opts.db.transaction(async (tx) => {
    const open = await findOpenInvitation(tx, opts.accountId, opts.invitationId);
    await tx
      .update(accountInvitations)
      .set({ revokedAt: opts.now ?? new Date() })
      .where(eq(accountInvitations.id, open.id));
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.actorId,
      action: 'invitation.revoke',
      subjectType: 'invitation',
      subjectId: open.id,
      before: { email: open.email, role: open.role },
    });
  });
}

const expiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_MS);

async function findOpenInvitation(tx: TExecutor, accountId: string, id: string) {
  const [open] = isUuid(id)
    ? await tx
        .select()
        .from(accountInvitations)
        .where(
          and(
            eq(accountInvitations.id, id),
            eq(accountInvitations.accountId, accountId),
            isNull(accountInvitations.acceptedAt),
            isNull(accountInvitations.revokedAt),
          ),
        )
        .for('update')
    : [];
  if (!open) throw new AppError('not_found', 'Invitation not found');
  return open;
}

async function queueInvitationEmail(tx: TExecutor, opts: TInviteDeps, invitationId: string, token: string) {
  const [row] = await tx
    .select({
      email: accountInvitations.email,
      role: accountInvitations.role,
      accountName: accounts.name,
      inviter: users,
    })
    .from(accountInvitations)
    .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
    .leftJoin(users, eq(users.id, accountInvitations.invitedBy))
    .where(eq(accountInvitations.id, invitationId));
  const inviter = row!.inviter ? (row!.inviter.firstName ?? row!.inviter.username) : 'The owner';
  const link = `${opts.appUrl}/invitations/accept?token=${encodeURIComponent(token)}`;
  const queued = await enqueueEmail({
    db: tx,
    appUrl: opts.appUrl,
    secret: opts.secret,
    userId: null,
    emailType: 'team_invitation',
    render: () =>
      teamInvitationEmail({ to: row!.email, inviter, accountName: row!.accountName, role: row!.role, link }),
  });
  return queued!.id;
}
