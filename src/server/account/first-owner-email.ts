import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The address of an account's first owner, as SQL over the account id: how the operator's payment lists name
 * the account that paid (docs/product-rules.md R24). Null once the account has no owner left.
 */
export const firstOwnerEmail = (accountId: SQL | AnyPgColumn): SQL<string | null> => sql<string | null>`(
  SELECT fu.email FROM account_members fm JOIN users fu ON fu.id = fm.user_id
  WHERE fm.account_id = ${accountId} AND fm.role = 'owner' ORDER BY fm.created_at, fm.user_id LIMIT 1)`;
