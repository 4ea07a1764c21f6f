import { asc, eq, sql } from 'drizzle-orm';
import type { TAccountMember } from '@shared/contracts/account';
import type { TExecutor } from '../db/client';
import { accountMembers, users } from '../db/schema';

const ROLE_ORDER = sql`CASE ${accountMembers.role} WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`;

/**
 * The people of an account with their roles, owners first, then by when they joined (docs/product-rules.md R24).
 * An account has a few people (its plan's seats), so the list is whole.
 */
export async function listMembers(opts: { db: TExecutor; accountId: string }): Promise<TAccountMember[]> {
  const rows = await opts.db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      role: accountMembers.role,
      joinedAt: accountMembers.createdAt,
    })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(eq(accountMembers.accountId, opts.accountId))
    .orderBy(ROLE_ORDER, asc(accountMembers.createdAt), asc(users.id));
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}
