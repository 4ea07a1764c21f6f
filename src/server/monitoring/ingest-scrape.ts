import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { stores } from '../db/schema';
import { isTrustedListing, StaleListingError, writtenByLastSuccess } from './known-listing';
import { catalogueFingerprint, listingHashes } from './plan-catalogue';
import { releaseDeliveryItems } from '../delivery/release-delivery-items';
import { DELIVERY_HOLD_MS, publishEventBatches } from './publish-event-batches';
import { countRunEvents, movePendingEvents, recordStoreWideSale } from './publish-pending-events';
import { recordScrapeSuccess, type TCatalogueWrite } from './record-scrape-success';
import type { TIngestSummary, TScrapeOutcome } from './scrape-types';
import { writeCatalogue } from './write-catalogue';
import { refreshPricePositions } from '../price-position/refresh-price-positions';

type TIngestOptions = {
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
  /** What was written while the catalogue was read (createPageWriter), counted in the summary. */
  writtenAhead?: { historyRows: number };
};

/**
 * Stores one scrape of a store (docs/decisions/011-short-scrape-transactions.md). A listing that changed is written in short transactions
 * (writeCatalogue: each product whole with its history, its events held back), so a screen's call never waits
 * for a whole catalogue; its events are then published in short batches, each with its notifications and their
 * delivery items (held back); one small closing transaction publishes what is left and the store-wide sale, and
 * writes the store and its subscribers' competitor rows and the audit row; then the held delivery items are
 * released, so the planner delivers the scrape's alerts together. A crash anywhere leaves no product
 * half-written and no event half-published; the store's next run writes what is left and publishes the rest.
 * An unchanged listing is recorded by the closing transaction alone.
 */
export async function ingestScrape(opts: TIngestOptions): Promise<TIngestSummary> {
  const now = opts.now ?? new Date();
  const { db, storeId, outcome } = opts;
  // Only a complete scrape's listing describes the catalogue (docs/decisions/008).
  const listing = outcome.complete ? outcome.listing : undefined;
  // An unparsed listing (the bytes of the stored one) has no products to hash.
  const unparsed = listing?.unchanged === true;
  // Pure CPU: done before any transaction opens, so it holds no lock.
  const hashes = unparsed ? [] : listingHashes(outcome.products);
  const computed = unparsed ? null : catalogueFingerprint(outcome.products, hashes);

  const [store] = await db
    .select({
      lastSuccessAt: stores.lastSuccessAt,
      catalogueHash: stores.catalogueHash,
      catalogueHashAt: stores.catalogueHashAt,
      listingDigests: stores.listingDigests,
      productCount: stores.productCount,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new Error(`store ${storeId} does not exist`);
  // The same complete listing as the last complete scrape wrote: nothing to compare, nothing to write
  // (docs/decisions/006). Trusted only when the last successful ingest is the one that wrote the fingerprint;
  // the closing transaction checks it again under the store's lock.
  const sameListing = (s: typeof store) =>
    unparsed ||
    (outcome.complete &&
      s.catalogueHash === computed &&
      writtenByLastSuccess(s.catalogueHashAt, s.lastSuccessAt));
  const unchanged = sameListing(store);
  const chunks = unchanged
    ? null
    : await writeCatalogue(db, {
        storeId,
        outcome,
        hashes,
        now,
        baseline: !store.lastSuccessAt,
      });

  // The alerts' text names the store's currency: the batches' notifications use this scrape's.
  if (chunks)
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ currency: stores.currency })
        .from(stores)
        .where(eq(stores.id, storeId))
        .for('update');
      await tx
        .update(stores)
        .set({ name: outcome.shop.name, currency: outcome.shop.currency, country: outcome.shop.country })
        .where(
          and(
            eq(stores.id, storeId),
            sql`(${stores.name}, ${stores.currency}, ${stores.country}) IS DISTINCT FROM
              (${outcome.shop.name}, ${outcome.shop.currency}, ${outcome.shop.country})`,
          ),
        );
      // Another currency changes which of the store's pairs are compared (docs/product-rules.md R145).
      if (before && before.currency !== outcome.shop.currency) await refreshPricePositions(tx, { storeId });
    });
  const publish = { storeId, auditId: opts.auditId ?? null, now, delivery: opts.delivery };
  const batched = chunks ? await publishEventBatches(db, publish) : 0;

  const closed = await db.transaction(async (tx) => {
    // Two workers never close one store's scrape at the same time.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${storeId}))`);
    const [current] = await tx
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
    if (!current) throw new Error(`store ${storeId} does not exist`);
    if (unparsed && !isTrustedListing(current, listing.digests)) throw new StaleListingError();
    // Another run of the store wrote it in between: compare again from the start.
    if (unchanged && !sameListing(current)) throw new StaleListingError();
    // What the batches left (a run of the store racing this one, or a dead run's events) and the sale.
    const eventIds = [
      ...(await movePendingEvents(tx, publish)),
      ...(await recordStoreWideSale(tx, { ...publish, live: chunks?.live ?? current.productCount })),
    ];
    const events = await countRunEvents(tx, { storeId, now });
    const live = unchanged
      ? current.productCount
      : Number(
          rowsOf<{ n: number }>(
            await tx.execute(
              sql`SELECT count(*)::int AS n FROM products WHERE store_id = ${storeId} AND removed_at IS NULL`,
            ),
          )[0]?.n ?? 0,
        );
    const written: TCatalogueWrite = {
      productsFound: chunks
        ? chunks.productsFound
        : // Unparsed: every product the stored listing holds, which a complete scrape left live.
          unparsed
          ? current.productCount
          : new Set(outcome.products.map((p) => p.externalId)).size,
      historyRows: (chunks?.historyRows ?? 0) + (opts.writtenAhead?.historyRows ?? 0),
      events,
      removedProducts: chunks?.removedProducts ?? 0,
      productCount: live,
      // An unparsed listing is the stored one, whose fingerprint is stored.
      fingerprint: computed ?? current.catalogueHash,
      unchanged: unchanged && Object.keys(events).length === 0,
      unparsed,
    };
    // The run ends here, after its event batches, not when the ingest began (`now`, the events' time); a test's
    // fixed `now` stands for both.
    const endedAt = opts.now ?? new Date();
    return recordScrapeSuccess({ ...opts, db: tx, now, endedAt, written, eventIds });
  });
  // Every alert of the scrape (and of a run of the store that died after some batches) goes out together.
  if (batched > 0 || closed.notificationIds.length > 0)
    await releaseDeliveryItems(db, { storeId, now, holdMs: DELIVERY_HOLD_MS });
  return closed.summary;
}
