import { and, eq, isNull } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { competitors, scrapingAudits, stores } from '../db/schema';
import { notifyEvents } from './publish-event-batches';
import type { TIngestSummary, TScrapeOutcome } from './scrape-types';

const PRICE_EVENTS = ['price_increase', 'price_decrease'];

/** What ingestScrape found and wrote of the catalogue. */
export type TCatalogueCounts = {
  productsFound: number;
  historyRows: number;
  events: Record<string, number>;
  removedProducts: number;
  /** Live products once the scrape is in. */
  productCount: number;
};

/** The counts plus what the closing writes store or record about the listing. */
export type TCatalogueWrite = TCatalogueCounts & {
  /** The listing's fingerprint (the stored one for an unparsed listing). */
  fingerprint: string | null;
  /** Nothing was compared or written: the same listing as the last complete scrape. */
  unchanged: boolean;
  /** The listing was not parsed: it has the bytes of the stored one. */
  unparsed: boolean;
};

export type TScrapeSuccess = {
  db: TTx;
  storeId: string;
  outcome: TScrapeOutcome;
  written: TCatalogueWrite;
  /** The events the closing transaction published (after the batches): notified here. */
  eventIds: number[];
  now: Date;
  /** When the run closes, after its event batches (the audit's end); `now` unless given. */
  endedAt?: Date;
  auditId?: number | null;
  startedAt?: Date;
  responseTimeMs?: number;
  retryAttempts?: number;
  note?: string | null;
  delivery?: { slackBotConfigured: boolean; n8n: boolean };
};

/**
 * The closing writes of a successful scrape, inside ingestScrape's transaction (never on its own): the store
 * and its subscribers' competitor rows, the notifications of the events the close published and their held
 * delivery items, and the audit row. Returns the summary and the new notifications' ids (to release).
 */
export async function recordScrapeSuccess(
  opts: TScrapeSuccess,
): Promise<{ summary: TIngestSummary; notificationIds: number[] }> {
  const { db: tx, storeId, outcome, written, now } = opts;
  const { productsFound, historyRows, events, removedProducts, productCount, unchanged } = written;
  // Only a complete scrape's listing describes the catalogue (docs/decisions/008).
  const listing = outcome.complete ? outcome.listing : undefined;
  await tx
    .update(stores)
    .set({
      name: outcome.shop.name,
      currency: outcome.shop.currency,
      country: outcome.shop.country,
      productCount,
      // A partial scrape leaves a state no fingerprint describes: the next one is compared in full.
      catalogueHash: outcome.complete ? written.fingerprint : null,
      catalogueHashAt: outcome.complete ? now : null,
      listingDigests: listing?.digests ?? null,
      listingDigestsAt: listing ? now : null,
      // The next read falls due one interval after this run ends (its audit row's end), as the scheduler and the
      // scraping audit both count it; lastSuccessAt stays the listing's time, with catalogueHashAt.
      lastScrapedAt: opts.endedAt ?? now,
      lastSuccessAt: now,
      consecutiveFailures: 0,
      lastErrorType: null,
      lastErrorMessage: null,
      nextScrapeAt: null,
      scrapeProgress: null,
      updatedAt: now,
    })
    .where(eq(stores.id, storeId));
  await tx
    .update(competitors)
    .set({
      status: 'active',
      lastScraped: now,
      productCount,
      errorMessage: opts.note ?? null,
      updatedAt: now,
    })
    .where(and(eq(competitors.storeId, storeId), isNull(competitors.deactivatedAt)));

  // In the same transaction: the close's events and their notifications commit (or vanish) together (after
  // the store row is updated, so the text uses the store's current currency); their delivery items are held.
  const notificationIds = await notifyEvents(tx, {
    storeId,
    auditId: opts.auditId ?? null,
    now,
    delivery: opts.delivery,
    eventIds: opts.eventIds,
  });

  const priceChanges = PRICE_EVENTS.reduce((n, t) => n + (events[t] ?? 0), 0);
  if (opts.auditId) await finishAudit(tx, { ...opts, auditId: opts.auditId, priceChanges });
  const summary: TIngestSummary = {
    productsFound,
    newProducts: events.new_product ?? 0,
    historyRows,
    priceChanges,
    removedProducts,
    events,
    unchanged,
  };
  return { summary, notificationIds };
}

/** The scrape's audit row: how it ended and what it found. */
async function finishAudit(
  tx: TTx,
  opts: TScrapeSuccess & { auditId: number; priceChanges: number },
): Promise<void> {
  const { outcome, written, now } = opts;
  const started = opts.startedAt ?? now;
  const ended = opts.endedAt ?? now;
  await tx
    .update(scrapingAudits)
    .set({
      status: outcome.complete ? 'success' : 'partial',
      method: outcome.method,
      endTime: ended,
      duration: Math.max(0, ended.getTime() - started.getTime()),
      responseTime: opts.responseTimeMs ?? null,
      productsFound: written.productsFound,
      productsProcessed: written.productsFound,
      priceChanges: opts.priceChanges,
      retryAttempts: opts.retryAttempts ?? 0,
      errorMessage: opts.note ?? null,
      metadata: {
        historyRows: written.historyRows,
        newProducts: written.events.new_product ?? 0,
        removedProducts: written.removedProducts,
        events: written.events,
        unchanged: written.unchanged,
        unparsed: written.unparsed,
      },
    })
    .where(eq(scrapingAudits.id, opts.auditId));
}
