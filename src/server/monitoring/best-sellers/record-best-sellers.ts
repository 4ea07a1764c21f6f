import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bestSellerRanks, changeEvents, products, storeBestSellerReads } from '../../db/schema';
import { recordDeliveryItems } from '../../delivery/record-delivery-items';
import { fanOutEvents } from '../../notifications/fan-out-events';
import type { TBestSellerOrder } from './read-best-sellers';

export type TRankChange = { productId: number; rank: number | null; previousRank: number | null };

/** Entered the order (from outside it) or climbed in it. */
const isMoveUp = (c: TRankChange): c is TRankChange & { rank: number } =>
  c.rank !== null && (c.previousRank === null || c.rank < c.previousRank);

/** Each product's current place (its latest row), for the products still in the top. */
export async function currentRanks(db: TExecutor, storeId: string): Promise<Map<number, number>> {
  const rows = rowsOf<{ product_id: string | number; rank: number | null }>(
    await db.execute(sql`
      SELECT DISTINCT ON (product_id) product_id, rank
      FROM best_seller_ranks
      WHERE store_id = ${storeId}
      ORDER BY product_id, observed_at DESC, id DESC`),
  );
  return new Map(rows.filter((r) => r.rank !== null).map((r) => [Number(r.product_id), r.rank as number]));
}

/**
 * Stores a read of the best-selling order as changes only (docs/product-rules.md R141): a product whose place moved,
 * entered or left gets one row; an unchanged order writes nothing. An order that could not be read keeps the stored
 * ranks and records why, when the reason is new (R142). Returns the changes, for the alerts.
 */
export async function recordBestSellers(
  db: TDb,
  storeId: string,
  order: TBestSellerOrder,
  seenAt: Date,
  delivery?: { slackBotConfigured: boolean; n8n: boolean },
  /** How many places the read asked for (docs/product-rules.md R149); absent: as many as the last read. */
  depth?: number,
): Promise<TRankChange[]> {
  return db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(storeBestSellerReads)
      .where(eq(storeBestSellerReads.storeId, storeId));
    const source = order.status === 'read' ? order.source : null;
    const reason = order.status === 'read' ? null : order.reason;
    // The depth a readable order was read to; an unreadable one keeps the last.
    const readDepth = (order.status === 'read' ? depth : undefined) ?? state?.depth ?? null;
    if (!state || state.source !== source || state.unreadableReason !== reason || state.depth !== readDepth) {
      await tx
        .insert(storeBestSellerReads)
        .values({ storeId, source, unreadableReason: reason, depth: readDepth, changedAt: seenAt })
        .onConflictDoUpdate({
          target: storeBestSellerReads.storeId,
          set: { source, unreadableReason: reason, depth: readDepth, changedAt: seenAt },
        });
    }
    if (order.status !== 'read') return [];

    const found =
      order.handles.length === 0
        ? []
        : await tx
            .select({ id: products.id, handle: products.handle })
            .from(products)
            .where(
              and(
                eq(products.storeId, storeId),
                inArray(products.handle, order.handles),
                isNull(products.removedAt),
              ),
            );
    const idOf = new Map(found.map((p) => [p.handle, p.id]));
    const next = new Map<number, number>();
    order.handles.forEach((handle, i) => {
      const id = idOf.get(handle);
      if (id !== undefined && !next.has(id)) next.set(id, i + 1);
    });
    const current = await currentRanks(tx, storeId);
    const changes: TRankChange[] = [];
    for (const [productId, rank] of next) {
      const previousRank = current.get(productId) ?? null;
      if (previousRank !== rank) changes.push({ productId, rank, previousRank });
    }
    for (const [productId, previousRank] of current)
      if (!next.has(productId)) changes.push({ productId, rank: null, previousRank });
    if (changes.length > 0)
      await tx.insert(bestSellerRanks).values(changes.map((c) => ({ ...c, storeId, observedAt: seenAt })));
    // A product that entered the order or climbed in it is news for the alert rules (R144), but not on the
    // store's first read: that is its baseline; nor on a read to another depth than the last (a plan changed,
    // R149): products entering a deeper top did not climb.
    const depthChanged = state?.depth != null && readDepth !== state.depth;
    const moves = current.size === 0 || depthChanged ? [] : changes.filter(isMoveUp);
    if (moves.length > 0) {
      const events = await tx
        .insert(changeEvents)
        .values(
          moves.map((m) => ({
            storeId,
            productId: m.productId,
            type: 'best_seller_move' as const,
            metadata: { rank: m.rank, previousRank: m.previousRank },
            detectedAt: seenAt,
          })),
        )
        .returning({ id: changeEvents.id });
      // Published with their notifications and delivery items in this transaction: all of it or none.
      const { notificationIds } = await fanOutEvents({
        db: tx,
        storeId,
        since: { eventIds: events.map((e) => e.id) },
      });
      await recordDeliveryItems({
        db: tx,
        notificationIds,
        slackBotConfigured: delivery?.slackBotConfigured ?? false,
        n8n: delivery?.n8n ?? false,
        now: seenAt,
      });
    }
    return changes;
  });
}
