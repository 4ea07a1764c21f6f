import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { competitors, scrapingAudits, stores } from '../db/schema';
import { recordDeliveryItems } from '../delivery/record-delivery-items';
import { fanOutEvents } from '../notifications/fan-out-events';
import { applyCatalogue } from './apply-catalogue';
import { detectChanges } from './detect-changes';
import { insertNewCatalogue } from './insert-new-catalogue';
import { isTrustedListing, StaleListingError, writtenByLastSuccess } from './known-listing';
import { catalogueFingerprint, listingHashes, planCatalogue } from './plan-catalogue';
import type { TIngestSummary, TScrapeOutcome } from './scrape-types';
import { stageCatalogue } from './stage-catalogue';

const PRICE_EVENTS = ['price_increase', 'price_decrease'];

/**
 * Stores one scrape of a store in a single transaction: catalogue, history, change events, the store and its
 * subscribers' competitor rows, and the audit row. A crash anywhere leaves nothing half-written.
 */
export async function ingestScrape(opts: {
  db: TDb;
  storeId: string;
  outcome: TScrapeOutcome;
  auditId?: number | null;
  startedAt?: Date;
  responseTimeMs?: number;
  retryAttempts?: number;
  note?: string | null;
  now?: Date;
  /** Which alert channels exist beyond the user's own settings (workspace Slack bot, operator n8n). */
  delivery?: { slackBotConfigured: boolean; n8n: boolean };
}): Promise<TIngestSummary> {
  const now = opts.now ?? new Date();
  const { storeId, outcome } = opts;
  // Only a complete scrape's listing describes the catalogue (docs/decisions/008).
  const listing = outcome.complete ? outcome.listing : undefined;
  // An unparsed listing (the bytes of the stored one) has no products to hash.
  const unparsed = listing?.unchanged === true;
  // Pure CPU: done before the transaction opens, so it holds no lock.
  const hashes = unparsed ? [] : listingHashes(outcome.products);
  const computed = unparsed ? null : catalogueFingerprint(outcome.products, hashes);
  return opts.db.transaction(async (tx) => {
    // Two workers never write one store at the same time.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${storeId}))`);
    const [store] = await tx
      .select({
        lastSuccessAt: stores.lastSuccessAt,
        catalogueHash: stores.catalogueHash,
        catalogueHashAt: stores.catalogueHashAt,
        listingDigests: stores.listingDigests,
        listingDigestsAt: stores.listingDigestsAt,
        productCount: stores.productCount,
      })
      .from(stores)
      .where(eq(stores.id, storeId));
    if (!store) throw new Error(`store ${storeId} does not exist`);
    if (unparsed && !isTrustedListing(store, listing.digests)) throw new StaleListingError();
    // The listing's own fingerprint; an unparsed one is the stored listing, whose fingerprint is stored.
    const fingerprint = computed ?? store.catalogueHash;

    let productsFound: number;
    let historyRows = 0;
    let events: Record<string, number> = {};
    let removedProducts = 0;
    let productCount = store.productCount;
    // The same complete listing as the last complete scrape wrote: nothing to compare, nothing to write
    // (docs/decisions/006). Trusted only when the last successful ingest is the one that wrote the fingerprint.
    const unchanged =
      unparsed ||
      (outcome.complete &&
        store.catalogueHash === fingerprint &&
        writtenByLastSuccess(store.catalogueHashAt, store.lastSuccessAt));
    if (unparsed) {
      // Every product the stored listing holds, which a complete scrape left live.
      productsFound = store.productCount;
    } else if (unchanged) {
      productsFound = new Set(outcome.products.map((p) => p.externalId)).size;
    } else {
      // Only new or changed products (by content hash) are staged and compared: an unchanged one costs nothing.
      const plan = await planCatalogue(tx, { storeId, products: outcome.products, hashes });
      productsFound = plan.seen;
      const staged = plan.changed.length > 0;
      if (plan.empty) {
        ({ historyRows } = await insertNewCatalogue(tx, {
          storeId,
          now,
          planned: plan.changed,
          auditId: opts.auditId ?? null,
          baseline: !store.lastSuccessAt,
        }));
      } else if (staged) {
        await stageCatalogue(tx, plan.changed);
        ({ historyRows } = await applyCatalogue(tx, { storeId, now }));
      }
      ({ events, removedProducts } = await detectChanges(tx, {
        storeId,
        auditId: opts.auditId ?? null,
        now,
        complete: outcome.complete,
        baseline: !store.lastSuccessAt,
        staged: staged && !plan.empty,
        live: plan.live,
        missingIds: plan.missingIds,
      }));
      productCount = plan.live - removedProducts;
    }

    await tx
      .update(stores)
      .set({
        name: outcome.shop.name,
        currency: outcome.shop.currency,
        country: outcome.shop.country,
        productCount,
        // A partial scrape leaves a state no fingerprint describes: the next one is compared in full.
        catalogueHash: outcome.complete ? fingerprint : null,
        catalogueHashAt: outcome.complete ? now : null,
        listingDigests: listing?.digests ?? null,
        listingDigestsAt: listing ? now : null,
        lastScrapedAt: now,
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

    // In the same transaction: a scrape's events and their notifications commit (or vanish) together
    // (after the store row is updated, so the text uses the store's current currency).
    const { notificationIds } = unchanged
      ? { notificationIds: [] }
      : await fanOutEvents({ db: tx, storeId, since: now });
    // Same transaction: the notifications and their waiting deliveries commit together (exactly once).
    await recordDeliveryItems({
      db: tx,
      notificationIds,
      slackBotConfigured: opts.delivery?.slackBotConfigured ?? false,
      n8n: opts.delivery?.n8n ?? false,
      now,
    });

    const priceChanges = PRICE_EVENTS.reduce((n, t) => n + (events[t] ?? 0), 0);
    if (opts.auditId) {
      const started = opts.startedAt ?? now;
      await tx
        .update(scrapingAudits)
        .set({
          status: outcome.complete ? 'success' : 'partial',
          method: outcome.method,
          endTime: now,
          duration: Math.max(0, now.getTime() - started.getTime()),
          responseTime: opts.responseTimeMs ?? null,
          productsFound,
          productsProcessed: productsFound,
          priceChanges,
          retryAttempts: opts.retryAttempts ?? 0,
          errorMessage: opts.note ?? null,
          metadata: {
            historyRows,
            newProducts: events.new_product ?? 0,
            removedProducts,
            events,
            unchanged,
            unparsed,
          },
        })
        .where(eq(scrapingAudits.id, opts.auditId));
    }
    return {
      productsFound,
      newProducts: events.new_product ?? 0,
      historyRows,
      priceChanges,
      removedProducts,
      events,
      unchanged,
    };
  });
}
