import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { planAllowance } from '../billing/plan-allowance';
import { accountInvitations, accountMembers } from '../db/schema';
import { AppError } from '../lib/errors';
import { accountPlan } from './account-plan';

/**
 * Refuses (403, with the upgrade the pricing page offers) an invitation past the seats of the account's plan
 * (plan_configs.max_members: free 1, starter 3, pro 10 to start; docs/product-rules.md R24). Members and open
 * invitations both hold a seat. Locks the account so two invitations cannot both take the last seat.
 */
export async function assertFreeSeat(opts: { db: TExecutor; accountId: string; now: Date }): Promise<void> {
  const plan = await accountPlan({ db: opts.db, accountId: opts.accountId, lock: true });
  const { limit: seats, upgradeMessage } = await planAllowance({
    db: opts.db,
    plan,
    allowance: 'maxMembers',
    unit: 'seats',
    purpose: 'invite more people',
  });
  const [members] = await opts.db
    .select({ n: count() })
    .from(accountMembers)
    .where(eq(accountMembers.accountId, opts.accountId));
  const [open] = await opts.db
    .select({ n: count() })
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.accountId, opts.accountId),
        isNull(accountInvitations.acceptedAt),
        isNull(accountInvitations.revokedAt),
        gt(accountInvitations.expiresAt, opts.now),
      ),
    );
  if (Number(members?.n ?? 0) + Number(open?.n ?? 0) < seats) return;
  throw new AppError(
    'forbidden',
    `Your ${PLAN_LABELS[plan]} plan has ${seats} seat${seats === 1 ? '' : 's'}, all taken by members and pending invitations.` +
      (upgradeMessage ? '' : ' Remove a member or revoke an invitation first.'),
    { extra: { error: 'Seat limit reached', upgradeMessage, plan } },
  );
}
