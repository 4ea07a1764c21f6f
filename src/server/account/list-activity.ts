import { sql } from 'drizzle-orm';
import type { TAccountActivity } from '@shared/contracts/account';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import { isoFromUtc, isoMicrosFromUtc, utcText } from '../db/utc-time';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';

export const ACTIVITY_PAGE = { default: 50, max: 200 };

type TRow = {
  id: string | number;
  actor_id: string | null;
  actor: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
};

/**
 * Who changed what in the account, newest first, one keyset page at a time (account_activity_account_at_idx, or
 * account_activity_actor_at_idx for one person's changes; docs/product-rules.md R24).
 */
export async function listActivity(opts: {
  db: TExecutor;
  accountId: string;
  /** Only this person's changes. */
  userId?: string;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TAccountActivity>> {
  const limit = Math.min(opts.limit ?? ACTIVITY_PAGE.default, ACTIVITY_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor, ['iso-micros', 'int'] as const) : null;
  const where = sql`a.account_id = ${opts.accountId}
    ${opts.userId ? sql`AND a.actor_id = ${opts.userId}` : sql``}`;
  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      SELECT a.id, a.actor_id, u.username AS actor, a.action, a.subject_type, a.subject_id, a.before, a.after,
        ${utcText(sql`a.at`)} AS at
      FROM account_activity a LEFT JOIN users u ON u.id = a.actor_id
      WHERE ${where}
        ${after ? sql`AND (a.at, a.id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
      ORDER BY a.at DESC, a.id DESC
      LIMIT ${pageLimit(limit)}`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: async () => {
      const [row] = rowsOf<{ n: string | number }>(
        await opts.db.execute(sql`SELECT count(*) AS n FROM account_activity a WHERE ${where}`),
      );
      return Number(row?.n ?? 0);
    },
    cursorOf: (last) => [isoMicrosFromUtc(last.at), Number(last.id)],
    toItem: (r) => ({
      id: Number(r.id),
      actorId: r.actor_id,
      actor: r.actor,
      action: r.action,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      before: r.before,
      after: r.after,
      at: isoFromUtc(r.at),
    }),
  });
}
