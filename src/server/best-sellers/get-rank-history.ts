import { sql } from 'drizzle-orm';
import { BEST_SELLER_NOTE, type TRankHistory } from '@shared/contracts/best-sellers';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { isoFromUtc, utcText } from '../db/utc-time';
import { activeScope } from '../insights/scope';
import { AppError } from '../lib/errors';

/** One product's place in its store's best-selling order, each change oldest first; 404 unless it is the account's. */
export async function getRankHistory(opts: {
  db: TExecutor;
  accountId: string;
  productId: string;
}): Promise<TRankHistory> {
  const notFound = new AppError('not_found', 'Product not found');
  if (!/^\d{1,15}$/.test(opts.productId)) throw notFound;
  const id = Number(opts.productId);
  const [own] = rowsOf<{ id: string | number }>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.accountId)})
      SELECT p.id FROM products p JOIN sc ON sc.store_id = p.store_id WHERE p.id = ${id} LIMIT 1`),
  );
  if (!own) throw notFound;
  const points = rowsOf<{ rank: number | null; at: string }>(
    await opts.db.execute(sql`
      SELECT rank, ${utcText(sql`observed_at`)} AS at FROM best_seller_ranks
      WHERE product_id = ${id} ORDER BY observed_at, id`),
  ).map((r) => ({ at: isoFromUtc(r.at)!, rank: r.rank }));
  return { note: BEST_SELLER_NOTE, currentRank: points.at(-1)?.rank ?? null, points };
}
