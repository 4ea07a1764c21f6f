import { sql } from 'drizzle-orm';
import type { TAccountRole } from '@shared/contracts/account';
import { accountMembers, users } from '../db/schema';

/**
 * Who acts and in which account (docs/product-rules.md R24): every customer-owned row is read and written through
 * `accountId`; `userId` is the person (their sign-in, tokens, preferences); `role` is what they may do there.
 */
export type TAccountScope = { userId: string; accountId: string; role: TAccountRole };

/**
 * The account a session opens in, as SQL beside a users row: the last one used while the person still belongs to
 * it, else the first they joined. Null when they belong to none.
 */
export const sessionAccountOf = () => {
  const pick = (column: 'account_id' | 'role') => sql.raw(`m.${column}`);
  const chosen = (column: 'account_id' | 'role') =>
    sql`(SELECT ${pick(column)} FROM ${accountMembers} m WHERE m.user_id = ${users.id}
      ORDER BY (m.account_id = ${users.lastAccountId}) IS TRUE DESC, m.created_at, m.account_id LIMIT 1)`;
  return {
    accountId: chosen('account_id').mapWith(String),
    role: chosen('role').mapWith((v: string) => v as TAccountRole),
  };
};

/** The scope of a signed-in user with an account chosen, or null without one. */
export function scopeOf(
  userId: string,
  found: { accountId: string | null; role: TAccountRole | null },
): TAccountScope | null {
  return found.accountId && found.role ? { userId, accountId: found.accountId, role: found.role } : null;
}
