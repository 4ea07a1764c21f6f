import { and, eq, ne } from 'drizzle-orm';
import { PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import type { TDb } from '../../db/client';
import { accounts, subscriptions, users, type TUserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

/**
 * An operator sets a user's plan by hand on the user management screen: a complimentary upgrade or a fix
 * after a payment problem. The plan is an account's (docs/product-rules.md R24): this sets the one of the user's
 * own account, the one opened with their id. Paid plans are marked active; free is the free status. Recorded in
 * the audit log.
 */
export async function setUserPlan(opts: {
  db: TDb;
  admin: TAdminActor;
  userId: string;
  plan: TPlanKey;
}): Promise<TUserRow> {
  return opts.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, opts.userId));
    if (!user) throw new AppError('not_found', 'User not found');
    const [before] = await tx.select().from(accounts).where(eq(accounts.id, opts.userId)).for('update');
    if (!before) {
      throw new AppError(
        'conflict',
        'This user has no account of their own any more: they work in accounts that others own.',
      );
    }
    // A grant is a plan without payment; a paying subscription stays the billing module's to change, or the
    // account row and the subscription would disagree (docs/product-rules.md R49).
    const [paying] = await tx
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, opts.userId), ne(subscriptions.status, 'canceled')));
    if (paying) {
      throw new AppError(
        'conflict',
        `This user pays for the ${PLAN_LABELS[paying.plan]} plan: a plan is granted only to users without a paid subscription.`,
      );
    }
    const [row] = await tx
      .update(accounts)
      .set({ subscriptionPlan: opts.plan, subscriptionStatus: opts.plan === 'free' ? 'free' : 'active' })
      .where(eq(accounts.id, opts.userId))
      .returning();
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: 'user.set_plan',
      targetType: 'user',
      targetId: opts.userId,
      before: { subscriptionPlan: before.subscriptionPlan, subscriptionStatus: before.subscriptionStatus },
      after: { subscriptionPlan: row!.subscriptionPlan, subscriptionStatus: row!.subscriptionStatus },
    });
    return user;
  });
}
