import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../lib/errors';
import { refreshPricePositions } from '../price-position/refresh-price-positions';

/**
 * Matches one of my products with a competitor's by hand, from either product page: both must be live products
 * of this account (its own store, an active competitor), else 404. A pair that existed in any state (a rejected
 * one too) becomes a confirmed hand match.
 */
export async function handMatch(opts: {
  db: TExecutor;
  accountId: string;
  actorId: string;
  ownProductId: number;
  competitorProductId: number;
}): Promise<{ id: number }> {
  const { db, accountId } = opts;
  const found = rowsOf<{ own: boolean; theirs: boolean }>(
    await db.execute(sql`
      SELECT
        EXISTS (SELECT 1 FROM products p JOIN own_stores o ON o.store_id = p.store_id AND o.account_id = ${accountId}
          WHERE p.id = ${opts.ownProductId} AND p.removed_at IS NULL) AS own,
        EXISTS (SELECT 1 FROM products p JOIN competitors c ON c.store_id = p.store_id AND c.account_id = ${accountId}
          AND c.deactivated_at IS NULL
          WHERE p.id = ${opts.competitorProductId} AND p.removed_at IS NULL) AS theirs`),
  )[0];
  if (!found?.own) throw new AppError('not_found', 'That product is not in your store.');
  if (!found.theirs)
    throw new AppError('not_found', "That product is not in a competitor's store you track.");
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
      INSERT INTO product_matches (account_id, own_product_id, competitor_product_id, status, source, reason,
        decided_by, decided_at)
      VALUES (${accountId}, ${opts.ownProductId}, ${opts.competitorProductId}, 'confirmed', 'hand',
        'matched by hand', ${opts.actorId}, now())
      ON CONFLICT (account_id, own_product_id, competitor_product_id) DO UPDATE
        SET status = 'confirmed', source = 'hand', reason = 'matched by hand', score = NULL,
          decided_by = excluded.decided_by, decided_at = now()
      RETURNING id`),
    );
    // Its position counts the new pair at once (docs/product-rules.md R145).
    await refreshPricePositions(tx, { accountId, ownProductIds: [opts.ownProductId] });
    return { id: Number(row!.id) };
  });
}
