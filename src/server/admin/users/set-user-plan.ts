import { and, eq, ne } from 'drizzle-orm';
import { PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import type { TDb } from '../../db/client';
import { subscriptions, users, type TUserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

/**
 * An operator sets a user's plan by hand on the user management screen: a complimentary upgrade or a fix
 * after a payment problem. Paid plans are marked active; free is the free status. Recorded in the audit log.
 */
export async function setUserPlan(opts: {
  db: TDb;
  admin: TAdminActor;
  userId: string;
  plan: TPlanKey;
}): Promise<TUserRow> {
  return opts.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, opts.userId)).for('update');
    if (!before) throw new AppError('not_found', 'User not found');
    // A grant is a plan without payment; a paying subscription stays the billing module's to change, or the
    // user row and the subscription would disagree (docs/product-rules.md R49).
    const [paying] = await tx
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, opts.userId), ne(subscriptions.status, 'canceled')));
    if (paying) {
      throw new AppError(
        'conflict',
        `This user pays for the ${PLAN_LABELS[paying.plan]} plan: a plan is granted only to users without a paid subscription.`,
      );
    }
    const [row] = await tx
      .update(users)
      .set({
        subscriptionPlan: opts.plan,
        subscriptionStatus: opts.plan === 'free' ? 'free' : 'active',
        updatedAt: new Date(),
      })
      .where(eq(users.id, opts.userId))
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
    return row!;
  });
}
