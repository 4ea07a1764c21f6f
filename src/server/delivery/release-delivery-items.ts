import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';

/** A store's change events whose held delivery items are released per transaction. */
const RELEASE_EVENTS = 100;

/**
 * After a scrape's close: gives the held delivery items (recordDeliveryItems' `heldUntil`) of the store's events
 * detected in the last `holdMs` (this run's, and a dead run's that published some batches) their creation time
 * `now`, so the next planner run delivers them together. Short transactions, a keyset over the events' ids; an
 * item already planned or released is left as it is, so running it again changes nothing. Items held longer
 * than `holdMs` need no release: their hold has passed. Returns the items released.
 */
export async function releaseDeliveryItems(
  db: TDb,
  opts: { storeId: string; now: Date; holdMs: number },
): Promise<number> {
  const now = opts.now.toISOString();
  const from = new Date(opts.now.getTime() - opts.holdMs).toISOString();
  let after = 0;
  let released = 0;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const [row] = rowsOf<{ last: string | number | null; events: number; released: number }>(
      await db.execute(sql`
        WITH ev AS (
          SELECT id FROM change_events
          WHERE store_id = ${opts.storeId} AND detected_at > ${from}::timestamptz
            AND detected_at <= ${now}::timestamptz AND id > ${after}
          ORDER BY id LIMIT ${RELEASE_EVENTS}
        ), upd AS (
          UPDATE delivery_items i SET created_at = ${now}::timestamptz
          FROM notifications n
          WHERE n.change_event_id IN (SELECT id FROM ev) AND i.notification_id = n.id
            AND i.delivery_id IS NULL AND i.created_at > ${now}::timestamptz
          RETURNING 1
        )
        SELECT (SELECT max(id) FROM ev) AS last, (SELECT count(*)::int FROM ev) AS events,
          (SELECT count(*)::int FROM upd) AS released`),
    );
    released += Number(row?.released ?? 0);
    if (!row || Number(row.events) < RELEASE_EVENTS) return released;
    after = Number(row.last);
  }
}
