import { eq } from 'drizzle-orm';
import { planOf, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { accounts, users } from '../db/schema';

/**
 * The account's plan. The subscription is still kept on the user who opened the account, whose id the account
 * has (docs/product-rules.md R24): the plan of an account is that person's, free once they are gone. With `lock`,
 * the account row and that user row are locked, so two adds cannot both slip under a limit and a plan change
 * waits for them.
 */
export async function accountPlan(opts: {
  db: TExecutor;
  accountId: string;
  lock?: boolean;
}): Promise<TPlanKey> {
  if (opts.lock) {
    await opts.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, opts.accountId))
      .for('update');
  }
  const query = opts.db
    .select({ plan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.id, opts.accountId));
  const [row] = await (opts.lock ? query.for('update') : query);
  return planOf(row?.plan);
}
