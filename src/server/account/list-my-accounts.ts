import { asc, eq } from 'drizzle-orm';
import type { TMyAccount } from '@shared/contracts/account';
import type { TAccountScope } from '../auth/account-scope';
import type { TExecutor } from '../db/client';
import { accountMembers, accounts, users } from '../db/schema';
import { AppError } from '../lib/errors';

/** The accounts a person belongs to, in the order they joined them, marking the one this request acts in. */
export async function listMyAccounts(opts: {
  db: TExecutor;
  userId: string;
  scope: TAccountScope | null;
}): Promise<TMyAccount[]> {
  const rows = await opts.db
    .select({ id: accounts.id, name: accounts.name, role: accountMembers.role })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, opts.userId))
    .orderBy(asc(accountMembers.createdAt), asc(accounts.id));
  return rows.map((r) => ({ ...r, current: r.id === opts.scope?.accountId }));
}

/**
 * Makes the account the one the person's sessions act in, from their next request (users.last_account_id; the
 * change drops their cached sessions). 404 for an account they do not belong to.
 */
export async function switchAccount(opts: { db: TExecutor; userId: string; accountId: string }) {
  const mine = await listMyAccounts({ db: opts.db, userId: opts.userId, scope: null });
  if (!mine.some((a) => a.id === opts.accountId)) throw new AppError('not_found', 'Account not found');
  await opts.db.update(users).set({ lastAccountId: opts.accountId }).where(eq(users.id, opts.userId));
}
