import type { TExecutor } from '../db/client';
import { accountMembers, accounts } from '../db/schema';

/**
 * Opens a new user's own account, with the user's id and name, and makes them its owner (docs/product-rules.md
 * R24): what they track is theirs until they invite others or join another account. Call it in the transaction
 * that creates the user.
 */
export async function openOwnAccount(opts: {
  db: TExecutor;
  user: { id: string; username: string; createdAt?: Date };
}): Promise<void> {
  const { id, username, createdAt } = opts.user;
  await opts.db.insert(accounts).values({ id, name: username, createdAt });
  await opts.db.insert(accountMembers).values({ accountId: id, userId: id, role: 'owner', createdAt });
}
