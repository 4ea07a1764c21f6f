import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client';
import { recordDeliveryItems } from '../delivery/record-delivery-items';
import { fanOutEvents } from '../notifications/fan-out-events';
import { fanOutPositionAlerts } from '../notifications/fan-out-position-alerts';
import { movePendingEvents } from './publish-pending-events';

/**
 * Pending events published per transaction, each with its notifications and delivery items. On the embedded
 * database a transaction holds the only connection, so a batch is kept to tens of milliseconds
 * (docs/decisions/011-short-scrape-transactions.md).
 */
export const PUBLISH_BATCH_EVENTS = 100;

/**
 * How long a batch's delivery items wait for the scrape's close to release them (releaseDeliveryItems). A run
 * that dies between its batches and its release never strands them: the planner takes them after this.
 */
export const DELIVERY_HOLD_MS = 10 * 60_000;

export type TPublishOptions = {
  storeId: string;
  auditId: number | null;
  now: Date;
  delivery?: { slackBotConfigured: boolean; n8n: boolean };
};

/**
 * In the caller's transaction: the notifications of these published events (their own, and the price-position
 * alerts they set off) and their delivery items, held until the scrape's close releases them
 * (releaseDeliveryItems), so a user's instant alert carries the whole scrape.
 * Returns the new notifications' ids.
 */
export async function notifyEvents(
  tx: TTx,
  opts: TPublishOptions & { eventIds: number[] },
): Promise<number[]> {
  const { storeId, now } = opts;
  const changes = await fanOutEvents({ db: tx, storeId, since: { eventIds: opts.eventIds } });
  const positions = await fanOutPositionAlerts({ db: tx, storeId, eventIds: opts.eventIds });
  const notificationIds = [...changes.notificationIds, ...positions.notificationIds];
  await recordDeliveryItems({
    db: tx,
    notificationIds,
    slackBotConfigured: opts.delivery?.slackBotConfigured ?? false,
    n8n: opts.delivery?.n8n ?? false,
    now,
    heldUntil: new Date(now.getTime() + DELIVERY_HOLD_MS),
  });
  return notificationIds;
}

/**
 * One batch: at most PUBLISH_BATCH_EVENTS of the store's pending events (not the sale tallies) published in one
 * short transaction holding the store's lock, after a turn of the event loop as the catalogue's chunks do: the
 * move (pending → change_events), the events' notifications and their held delivery items commit together, so
 * a crash leaves each event either pending or published with everything it makes. Returns how many it published.
 */
export async function publishEventBatch(db: TDb, opts: TPublishOptions): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${opts.storeId}))`);
    const eventIds = await movePendingEvents(tx, { ...opts, limit: PUBLISH_BATCH_EVENTS });
    await notifyEvents(tx, { ...opts, eventIds });
    return eventIds.length;
  });
}

/**
 * Publishes the store's pending events batch by batch (publishEventBatch) until a batch is not full; the next
 * run publishes what a crash left, nothing twice. The scrape's closing transaction publishes anything left after
 * the last batch (a racing run's) and the store-wide sale. Returns how many events the batches published.
 */
export async function publishEventBatches(db: TDb, opts: TPublishOptions): Promise<number> {
  let published = 0;
  for (;;) {
    const n = await publishEventBatch(db, opts);
    published += n;
    if (n < PUBLISH_BATCH_EVENTS) return published;
  }
}
