import { eq } from 'drizzle-orm';
import type { TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../../db/client';
import { users, type TUserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * An operator sets a user's plan by hand on the user management screen: a complimentary upgrade or a fix
 * after a payment problem. Paid plans are marked active; free is the free status.
 */
export async function setUserPlan(opts: {
  db: TExecutor;
  userId: string;
  plan: TPlanKey;
}): Promise<TUserRow> {
  const [row] = await opts.db
    .update(users)
    .set({
      subscriptionPlan: opts.plan,
      subscriptionStatus: opts.plan === 'free' ? 'free' : 'active',
      updatedAt: new Date(),
    })
    .where(eq(users.id, opts.userId))
    .returning();
  if (!row) throw new AppError('not_found', 'User not found');
  return row;
}
