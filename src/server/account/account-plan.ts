import { eq } from 'drizzle-orm';
import { planOf, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { sessionAccountOf } from '../auth/account-scope';
import { accounts, users } from '../db/schema';

/**
 * The account's plan (docs/product-rules.md R24): the account's subscription sets it, whichever owner paid.
 * With `lock`, the account row is locked, so two adds cannot both slip under a limit and a plan change waits
 * for them.
 */
export async function accountPlan(opts: {
  db: TExecutor;
  accountId: string;
  lock?: boolean;
}): Promise<TPlanKey> {
  const query = opts.db
    .select({ plan: accounts.subscriptionPlan })
    .from(accounts)
    .where(eq(accounts.id, opts.accountId));
  const [row] = await (opts.lock ? query.for('update') : query);
  return planOf(row?.plan);
}

/** The account's plan and its state, as the signed-in person's answers show them. */
export async function accountPlanState(opts: {
  db: TExecutor;
  accountId: string | null;
}): Promise<{ subscriptionPlan: TPlanKey; subscriptionStatus: string }> {
  const [row] = opts.accountId
    ? await opts.db
        .select({ plan: accounts.subscriptionPlan, status: accounts.subscriptionStatus })
        .from(accounts)
        .where(eq(accounts.id, opts.accountId))
    : [];
  return { subscriptionPlan: planOf(row?.plan), subscriptionStatus: row?.status ?? 'free' };
}

/** The plan state of the account a person's next session opens in (sign-in, sign-up, an operator's view). */
export async function sessionAccountPlanState(opts: {
  db: TExecutor;
  userId: string;
}): Promise<{ subscriptionPlan: TPlanKey; subscriptionStatus: string }> {
  const [row] = await opts.db
    .select({ accountId: sessionAccountOf().accountId })
    .from(users)
    .where(eq(users.id, opts.userId));
  return accountPlanState({ db: opts.db, accountId: row?.accountId ?? null });
}
