import { and, count, eq, ne } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { accountMembers, accounts } from '../db/schema';
import { AppError } from '../lib/errors';

export const LAST_OWNER =
  'An account needs an owner: make another member owner first (or transfer the ownership), then try again.';

/**
 * Refuses (409) a change that would leave the account without an owner: `userId` stops being one. Locks the
 * account row first, so two owners cannot both step down at once (docs/product-rules.md R24).
 */
export async function keepAnOwner(tx: TExecutor, accountId: string, userId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  const [others] = await tx
    .select({ n: count() })
    .from(accountMembers)
    .where(
      and(
        eq(accountMembers.accountId, accountId),
        eq(accountMembers.role, 'owner'),
        ne(accountMembers.userId, userId),
      ),
    );
  if (!others || Number(others.n) === 0) throw new AppError('conflict', LAST_OWNER);
}
