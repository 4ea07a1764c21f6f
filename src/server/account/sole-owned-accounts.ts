import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client';

/**
 * The accounts that a person owns and nobody else does, as SQL over the person's id: deleting their login deletes
 * these with everything in them; an account with another owner stays with its data (docs/product-rules.md R24).
 */
export const soleOwnedAccountIds = (userId: SQL | string) => sql`
  SELECT m.account_id FROM account_members m
  WHERE m.user_id = ${userId} AND m.role = 'owner'
    AND NOT EXISTS (SELECT 1 FROM account_members o
      WHERE o.account_id = m.account_id AND o.role = 'owner' AND o.user_id <> m.user_id)`;

/** Deletes the accounts only this person owns (their competitors, alert rules and tokens go with them). */
export async function deleteSoleOwnedAccounts(opts: { db: TExecutor; userId: string }): Promise<void> {
  await opts.db.execute(sql`DELETE FROM accounts WHERE id IN (${soleOwnedAccountIds(opts.userId)})`);
}
