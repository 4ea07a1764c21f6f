import { desc, inArray, sql } from 'drizzle-orm';
import type { TAccountRole } from '@shared/contracts/account';
import type { TAdminUserDetail } from '@shared/contracts/admin-users';
import { memberAccountIds } from '../../account/member-accounts';
import { soleOwnedAccountIds } from '../../account/sole-owned-accounts';
import type { TExecutor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { competitors } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_USER_COLUMNS, OWN_ACCOUNT_JOIN, toAdminUser } from './admin-user-row';

/**
 * A user's detail for /admin/users: the row, the competitors of the accounts they belong to, last sign-in and what
 * a deletion removes (the accounts nobody else owns, marked deletedWithUser, with their contents).
 */
export async function getAdminUser(opts: { db: TExecutor; userId: string }): Promise<TAdminUserDetail> {
  const [row] = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`SELECT ${ADMIN_USER_COLUMNS},
        (SELECT count(*)::int FROM competitors c WHERE c.account_id IN (${soleOwnedAccountIds(sql`u.id`)}))
          AS all_competitors,
        (SELECT count(*)::int FROM alerts a WHERE a.account_id IN (${soleOwnedAccountIds(sql`u.id`)})) AS alert_rules,
        (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id) AS notifications,
        (SELECT count(*)::int FROM api_tokens t WHERE t.user_id = u.id) AS api_tokens
      FROM users u ${OWN_ACCOUNT_JOIN} WHERE u.id = ${opts.userId}`),
  );
  if (!row) throw new AppError('not_found', 'User not found');
  const list = await opts.db
    .select()
    .from(competitors)
    .where(inArray(competitors.accountId, memberAccountIds(opts.db, opts.userId)))
    .orderBy(desc(competitors.createdAt));
  const user = toAdminUser(row);
  const members = rowsOf<{
    account_id: string;
    user_id: string;
    username: string;
    email: string;
    role: string;
  }>(
    await opts.db.execute(sql`
      SELECT m.account_id, p.id AS user_id, p.username, p.email, m.role
      FROM account_members m JOIN users p ON p.id = m.user_id
      WHERE m.account_id IN (SELECT account_id FROM account_members WHERE user_id = ${opts.userId})
      ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END, m.created_at, p.id`),
  );
  const deleted = new Set(
    rowsOf<{ account_id: string }>(await opts.db.execute(soleOwnedAccountIds(opts.userId))).map(
      (r) => r.account_id,
    ),
  );
  return {
    user,
    accounts: user.accounts.map((a) => ({
      ...a,
      deletedWithUser: deleted.has(a.id),
      members: members
        .filter((m) => m.account_id === a.id)
        .map((m) => ({
          userId: m.user_id,
          username: m.username,
          email: m.email,
          role: m.role as TAccountRole,
        })),
    })),
    competitors: list.map((c) => ({
      id: c.id,
      name: c.name,
      url: c.url,
      status: c.status,
      productCount: c.productCount,
      lastScraped: c.lastScraped?.toISOString() ?? null,
      deactivatedAt: c.deactivatedAt?.toISOString() ?? null,
    })),
    removes: {
      competitors: Number(row.all_competitors),
      alertRules: Number(row.alert_rules),
      notifications: Number(row.notifications),
      apiTokens: Number(row.api_tokens),
    },
  };
}
