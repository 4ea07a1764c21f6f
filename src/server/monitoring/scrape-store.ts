import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { stores, type TStoreRow } from '../db/schema';
import { storeBestSellerDepth } from '../best-sellers/plan-depth';
import { recordBestSellers } from './best-sellers/record-best-sellers';
import { claimStore, DEFAULT_LOCK_SECONDS } from './claim-store';
import { recordFootprint } from './footprint/record-footprint';
import { ingestScrape } from './ingest-scrape';
import { openScrapeRun } from './open-scrape-run';
import { StaleListingError, trustedListing } from './known-listing';
import { recordScrapeFailure, type TScrapeErrorType } from './record-scrape-failure';
import type { TIngestSummary, TKnownListing } from './scrape-types';
import type { TCatalogueReader, TScrapeProgress } from './storefront-port';
import { createPageWriter, type TPageWriter } from './write-pages';

/** Live progress is written no more often than the screens read it (every 2 s while a scrape runs). */
const PROGRESS_EVERY_MS = 2000;

export type TScrapeResult =
  | { status: 'skipped'; reason: string; /** Another worker is reading the store now. */ busy?: boolean }
  | { status: 'success' | 'partial'; summary: TIngestSummary }
  | { status: 'failure'; errorType: TScrapeErrorType; message: string };

type TScrapeStoreOptions = {
  db: TDb;
  storeId: string;
  readCatalogue: TCatalogueReader;
  trigger: 'scheduled' | 'manual';
  delivery?: { slackBotConfigured: boolean; n8n: boolean };
  log?: { warn(obj: object, msg: string): void };
  /** SCRAPE_LOCK_SECONDS: how long the claim on the store lasts without renewal. */
  lockSeconds?: number;
  /** SCRAPE_INTERVAL_SCALE (benchmarks only). */
  intervalScale?: number;
};

/**
 * One scrape run of a store: the claim (claim-store.ts), audit row, live progress for its subscribers, the catalogue
 * read with each page written as it arrives (write-pages.ts), then the ingest (the rest, and the closing
 * transaction that publishes) or the failure record. A store nobody actively tracks, one another worker
 * is reading, or (scheduled) one no longer due is not read.
 */
export async function scrapeStore(opts: TScrapeStoreOptions): Promise<TScrapeResult> {
  const { db, storeId } = opts;
  const claim = await claimStore({
    db,
    storeId,
    trigger: opts.trigger,
    lockSeconds: opts.lockSeconds,
    intervalScale: opts.intervalScale,
  });
  if (claim === 'busy') return { status: 'skipped', reason: 'another worker is reading it', busy: true };
  if (claim === 'not-due')
    return { status: 'skipped', reason: 'not due, gone or without an active subscriber' };
  // Renewed while the read runs; a process that dies stops renewing and another worker takes the store over.
  const lockMs = (opts.lockSeconds ?? DEFAULT_LOCK_SECONDS) * 1000;
  const heartbeat = setInterval(() => {
    claim.renew().then(
      (held) => {
        if (!held) clearInterval(heartbeat);
      },
      (err: unknown) => opts.log?.warn({ err, storeId }, 'could not renew the claim on a store'),
    );
  }, lockMs / 3);
  try {
    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
    if (!store) return { status: 'skipped', reason: 'store not found' };
    return await readClaimedStore({ ...opts, store, startedAt: claim.startedAt });
  } finally {
    clearInterval(heartbeat);
  }
}

async function readClaimedStore(
  opts: TScrapeStoreOptions & { store: TStoreRow; startedAt: Date },
): Promise<TScrapeResult> {
  const { db, storeId, store, startedAt } = opts;
  // The claim wrote the run's first progress (nothing read yet); this opens its audit row.
  const auditId = await openScrapeRun(db, { storeId, trigger: opts.trigger, startedAt });

  let lastProgressAt = Date.now();
  let written: TScrapeProgress = { pagesFetched: 0, productsFound: 0 };
  let pending: Promise<void> = Promise.resolve();
  const onProgress = (p: TScrapeProgress) => {
    const now = Date.now();
    if (now - lastProgressAt < PROGRESS_EVERY_MS) return;
    if (p.pagesFetched === written.pagesFetched && p.productsFound === written.productsFound) return;
    lastProgressAt = now;
    written = p;
    pending = pending.then(() => setProgress(db, storeId, p, startedAt)).catch(() => {});
  };

  // The plans of the accounts reading the store decide how many best sellers are read (docs/product-rules.md R149).
  const bestSellerDepth = await storeBestSellerDepth(db, storeId);
  // Writes each page while the read goes on (write-pages.ts); always settled before anything else writes.
  let writer: TPageWriter | undefined;
  const readAndIngest = async (knownListing: TKnownListing | undefined) => {
    writer = createPageWriter(db, { storeId, baseline: !store.lastSuccessAt, log: opts.log });
    const read = await opts.readCatalogue({
      baseUrl: store.url,
      onProgress,
      onProducts: writer.add,
      knownListing,
      bestSellerDepth,
    });
    const writtenAhead = await writer.settle();
    await pending;
    // What the store runs on, in its own short transaction: its rows and its events (pending, published below).
    if (read.footprint) await recordFootprint(db, storeId, read.footprint, new Date());
    const summary = await ingestScrape({
      db,
      storeId,
      outcome: read.outcome,
      auditId,
      startedAt,
      responseTimeMs: read.stats.responseTimeMs == null ? undefined : Math.round(read.stats.responseTimeMs),
      retryAttempts: read.stats.retries,
      delivery: opts.delivery,
      writtenAhead,
      note: read.outcome.complete
        ? null
        : 'Only part of the catalogue could be read this time; nothing was removed.',
    });
    // The best-selling order, apart from the catalogue's transaction: changes only; a read that failed this time
    // keeps what is stored.
    const best = read.bestSellers;
    if (best && !(best.status === 'unreadable' && best.transient))
      await recordBestSellers(db, storeId, best, new Date(), opts.delivery, bestSellerDepth);
    return { status: read.outcome.complete ? ('success' as const) : ('partial' as const), summary };
  };

  try {
    try {
      return await readAndIngest(trustedListing(store));
    } catch (err) {
      // The stored catalogue moved on while the pages were compared with it: read them all again.
      if (!(err instanceof StaleListingError)) throw err;
      return await readAndIngest(undefined);
    }
  } catch (err) {
    await writer?.settle();
    await pending;
    const e = err as {
      type?: TScrapeErrorType;
      message?: string;
      httpStatus?: number;
      retryAfterMs?: number;
    };
    const errorType = e.type ?? 'internal';
    const message = e.type ? (e.message ?? 'Scrape failed') : 'Something went wrong while reading this store';
    if (!e.type) opts.log?.warn({ err, storeId }, 'scrape failed unexpectedly');
    await recordScrapeFailure({
      db,
      storeId,
      auditId,
      startedAt,
      errorType,
      message,
      httpStatus: e.httpStatus ?? null,
      retryAfterMs: e.retryAfterMs ?? null,
    });
    return { status: 'failure', errorType, message };
  }
}

async function setProgress(db: TDb, storeId: string, p: TScrapeProgress, startedAt: Date) {
  await db
    .update(stores)
    .set({ scrapeProgress: { ...p, startedAt: startedAt.toISOString() } })
    .where(eq(stores.id, storeId));
}
