import { eq } from 'drizzle-orm';
import type { TWebhookEventType } from '@shared/contracts/delivery';
import type { TExecutor } from '../db/client';
import { deliveries, stores } from '../db/schema';
import type { TScrapeResult } from '../monitoring/scrape-store';

/** Queues one operator-level n8n event (user_id NULL, channel n8n, kind event); returns the delivery (event) id. */
export async function recordN8nEvent(opts: {
  db: TExecutor;
  type: TWebhookEventType;
  data: Record<string, unknown>;
  now?: Date;
}): Promise<string> {
  const now = opts.now ?? new Date();
  const [row] = await opts.db
    .insert(deliveries)
    .values({
      userId: null,
      channel: 'n8n',
      kind: 'event',
      payload: { type: opts.type, occurredAt: now.toISOString(), data: opts.data },
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: deliveries.id });
  return row!.id;
}

/**
 * The scrape_finished event (store, status, productsFound, counts). Queued by the scrape job right after the
 * scrape, not in the ingest transaction, because failed scrapes report too and they never reach the ingest;
 * a worker that dies between the two loses only this status event (the change events themselves are queued
 * inside the ingest transaction).
 */
export async function recordScrapeFinished(opts: {
  db: TExecutor;
  storeId: string;
  result: TScrapeResult;
  now?: Date;
}): Promise<string | null> {
  const { result } = opts;
  if (result.status === 'skipped') return null;
  const [store] = await opts.db.select().from(stores).where(eq(stores.id, opts.storeId));
  if (!store) return null;
  const counts =
    result.status === 'failure'
      ? null
      : {
          newProducts: result.summary.newProducts,
          priceChanges: result.summary.priceChanges,
          removedProducts: result.summary.removedProducts,
          events: result.summary.events,
        };
  return recordN8nEvent({
    db: opts.db,
    type: 'scrape_finished',
    now: opts.now,
    data: {
      store: { id: store.id, name: store.name, url: store.url, domain: store.myshopifyDomain },
      status: result.status,
      productsFound: result.status === 'failure' ? null : result.summary.productsFound,
      counts,
      error: result.status === 'failure' ? { type: result.errorType, message: result.message } : null,
    },
  });
}
