import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { matchWatermarks, ownStores, productMatches } from '../db/schema';
import { AppError } from '../lib/errors';
import { refreshPricePositions } from '../price-position/refresh-price-positions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes the account's own store with the account's matches of its products; the store's data stays for anyone
 * else reading it (and it is no longer read if nobody does), and the account's positions with them (R145).
 * Another account's id answers 404.
 */
export async function removeOwnStore(opts: { db: TExecutor; accountId: string; ownStoreId: string }) {
  if (!UUID.test(opts.ownStoreId)) throw new AppError('not_found', 'Store not found');
  await opts.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(ownStores)
      .where(and(eq(ownStores.id, opts.ownStoreId), eq(ownStores.accountId, opts.accountId)))
      .returning();
    if (!gone) throw new AppError('not_found', 'Store not found');
    await tx
      .delete(productMatches)
      .where(
        and(
          eq(productMatches.accountId, opts.accountId),
          sql`${productMatches.ownProductId} IN (SELECT id FROM products WHERE store_id = ${gone.storeId})`,
        ),
      );
    await tx
      .delete(matchWatermarks)
      .where(and(eq(matchWatermarks.accountId, opts.accountId), eq(matchWatermarks.storeId, gone.storeId)));
    await refreshPricePositions(tx, { accountId: opts.accountId });
  });
}
