import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { accountMembers } from '../db/schema';

/** The ids of the accounts a person belongs to, as a subquery (`inArray(table.accountId, ...)`). */
export const memberAccountIds = (db: TExecutor, userId: string) =>
  db.select({ id: accountMembers.accountId }).from(accountMembers).where(eq(accountMembers.userId, userId));
