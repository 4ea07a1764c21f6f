import { sql, type SQL } from 'drizzle-orm';
import type { TAdminUser, TAdminUserCounts, TAdminUsersQuery } from '@shared/contracts/admin-users';
import type { TExecutor } from '../../db/client';
import { containsPattern } from '../../db/contains';
import { countOf, isoMicros, pageLimit, rowsOf } from '../../db/rows';
import { AppError } from '../../lib/errors';
import { BAD_CURSOR, decodeCursor } from '../../lib/keyset-cursor';
import { keysetPage, type TPage } from '../../lib/send-page';
import { ADMIN_USER_COLUMNS, OWN_ACCOUNT_JOIN, toAdminUser } from './admin-user-row';

export const ADMIN_USERS_PAGE = { default: 50, max: 200 };

/** The sort key of each sort, as SQL over the `x` row and as cursor text taken from a row. */
const SORTS = {
  createdAt: {
    key: sql`x.created_key`,
    cast: (v: string) => sql`${v}`,
    of: (r: Record<string, unknown>) => r.created_key as string,
  },
  username: {
    key: sql`lower(x.username)`,
    cast: (v: string) => sql`${v}`,
    of: (r: Record<string, unknown>) => (r.username as string).toLowerCase(),
  },
  email: {
    key: sql`lower(x.email)`,
    cast: (v: string) => sql`${v}`,
    of: (r: Record<string, unknown>) => (r.email as string).toLowerCase(),
  },
  competitorCount: {
    key: sql`x.competitor_count`,
    cast: (v: string) => {
      if (!/^\d{1,9}$/.test(v)) throw new AppError('bad_request', BAD_CURSOR);
      return sql`${Number(v)}::int`;
    },
    of: (r: Record<string, unknown>) => String(r.competitor_count),
  },
} satisfies Record<
  string,
  { key: SQL; cast: (v: string) => SQL; of: (r: Record<string, unknown>) => string }
>;

/**
 * /admin/users (docs/product-rules.md R57): searched by username or email, sorted by sign-up date, username,
 * email or competitor count, keyset-paged on (sort key, id), with the true total of the search.
 */
export async function listAdminUsers(opts: {
  db: TExecutor;
  query: TAdminUsersQuery;
}): Promise<TPage<TAdminUser>> {
  const { q } = opts.query;
  const sort = SORTS[opts.query.sort ?? 'createdAt'];
  const desc =
    (opts.query.dir ?? (opts.query.sort && opts.query.sort !== 'createdAt' ? 'asc' : 'desc')) === 'desc';
  const limit = opts.query.limit ?? ADMIN_USERS_PAGE.default;
  const after = opts.query.cursor ? decodeCursor(opts.query.cursor, ['text', 'uuid'] as const) : null;
  const search = q
    ? sql`WHERE u.username ILIKE ${containsPattern(q)} OR u.email ILIKE ${containsPattern(q)}`
    : sql``;
  const base = sql`SELECT ${ADMIN_USER_COLUMNS},
      ${isoMicros(sql`u.created_at`)} AS created_key
    FROM users u ${OWN_ACCOUNT_JOIN} ${search}`;
  const op = sql.raw(desc ? '<' : '>');
  const dir = sql.raw(desc ? 'DESC' : 'ASC');
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT * FROM (${base}) x
      ${after ? sql`WHERE (${sort.key}, x.id) ${op} (${sort.cast(after[0])}, ${after[1]}::uuid)` : sql``}
      ORDER BY ${sort.key} ${dir}, x.id ${dir}
      LIMIT ${pageLimit(limit)}`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countOf(opts.db, sql`SELECT count(*)::int AS n FROM users u ${search}`),
    cursorOf: (r) => [sort.of(r), r.id as string],
    toItem: toAdminUser,
  });
}

/**
 * The counts of /admin/users. Paying: on starter or pro with an active or past-due subscription (read from the
 * user row until payments are recorded).
 */
export async function countAdminUsers(opts: { db: TExecutor; now?: Date }): Promise<TAdminUserCounts> {
  const now = (opts.now ?? new Date()).toISOString();
  const [row] = rowsOf<TAdminUserCounts>(
    await opts.db.execute(sql`
      SELECT count(*)::int AS total,
        (SELECT count(*)::int FROM accounts) AS accounts,
        count(*) FILTER (WHERE is_admin)::int AS admins,
        (SELECT count(*)::int FROM accounts WHERE subscription_plan IN ('starter', 'pro')
          AND subscription_status IN ('active', 'past_due')) AS paying,
        count(*) FILTER (WHERE created_at > ${now}::timestamptz - interval '7 days')::int AS "newThisWeek"
      FROM users`),
  );
  return row!;
}
