import { desc, inArray, sql } from 'drizzle-orm';
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
 * a deletion removes (the accounts nobody else owns).
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
  return {
    user: toAdminUser(row),
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
