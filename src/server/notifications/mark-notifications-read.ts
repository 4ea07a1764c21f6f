import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Marks every unread notification of the person in the account they act in as read (docs/product-rules.md R24):
 * the same rows the feed shows, so another account's notifications of the same person stay unread. Answers how
 * many changed.
 */
export async function markNotificationsRead(opts: {
  db: TExecutor;
  userId: string;
  accountId: string;
}): Promise<number> {
  return rowsOf<{ n: number }>(
    await opts.db.execute(sql`
      WITH upd AS (
        UPDATE notifications n SET is_read = true
        WHERE n.user_id = ${opts.userId} AND n.account_id = ${opts.accountId} AND NOT n.is_read
        RETURNING 1)
      SELECT count(*)::int AS n FROM upd`),
  )[0]!.n;
}
