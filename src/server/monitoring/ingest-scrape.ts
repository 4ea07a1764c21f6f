import { eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client';
import { stores } from '../db/schema';
import { applyCatalogue } from './apply-catalogue';
import { detectChanges } from './detect-changes';
import { insertNewCatalogue } from './insert-new-catalogue';
import { isTrustedListing, StaleListingError, writtenByLastSuccess } from './known-listing';
import { catalogueFingerprint, listingHashes, planCatalogue } from './plan-catalogue';
import { recordScrapeSuccess, type TCatalogueCounts, type TCatalogueWrite } from './record-scrape-success';
import type { TIngestSummary, TScrapeOutcome } from './scrape-types';
import { stageCatalogue } from './stage-catalogue';

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
    // The same complete listing as the last complete scrape wrote: nothing to compare, nothing to write
    // (docs/decisions/006). Trusted only when the last successful ingest is the one that wrote the fingerprint.
    const unchanged =
      unparsed ||
      (outcome.complete &&
        store.catalogueHash === fingerprint &&
        writtenByLastSuccess(store.catalogueHashAt, store.lastSuccessAt));
    const catalogue = unchanged
      ? {
          // Unparsed: every product the stored listing holds, which a complete scrape left live.
          productsFound: unparsed
            ? store.productCount
            : new Set(outcome.products.map((p) => p.externalId)).size,
          historyRows: 0,
          events: {},
          removedProducts: 0,
          productCount: store.productCount,
        }
      : await writeCatalogue(tx, {
          storeId,
          outcome,
          hashes,
          now,
          auditId: opts.auditId ?? null,
          baseline: !store.lastSuccessAt,
        });
    const written: TCatalogueWrite = { ...catalogue, fingerprint, unchanged, unparsed };
    return recordScrapeSuccess({ ...opts, db: tx, now, written });
  });
}

/**
 * Compares a changed listing with the stored catalogue and writes the difference: only new or changed products
 * (by content hash) are staged and compared, so an unchanged one costs nothing.
 */
async function writeCatalogue(
  tx: TTx,
  opts: {
    storeId: string;
    outcome: TScrapeOutcome;
    hashes: string[];
    now: Date;
    auditId: number | null;
    /** The store's first successful scrape (its baseline): its products are no launches. */
    baseline: boolean;
  },
): Promise<TCatalogueCounts> {
  const { storeId, outcome, now, auditId, baseline } = opts;
  const plan = await planCatalogue(tx, { storeId, products: outcome.products, hashes: opts.hashes });
  const staged = plan.changed.length > 0;
  let historyRows = 0;
  if (plan.empty) {
    ({ historyRows } = await insertNewCatalogue(tx, {
      storeId,
      now,
      planned: plan.changed,
      auditId,
      baseline,
    }));
  } else if (staged) {
    await stageCatalogue(tx, plan.changed);
    ({ historyRows } = await applyCatalogue(tx, { storeId, now }));
  }
  const { events, removedProducts } = await detectChanges(tx, {
    storeId,
    auditId,
    now,
    complete: outcome.complete,
    baseline,
    staged: staged && !plan.empty,
    live: plan.live,
    missingIds: plan.missingIds,
  });
  return {
    productsFound: plan.seen,
    historyRows,
    events,
    removedProducts,
    productCount: plan.live - removedProducts,
  };
}
