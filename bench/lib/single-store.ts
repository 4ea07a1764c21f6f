// Measurements 1–3: one 10,000-product store, first scrape, unchanged re-scrape, re-scrape with 5 % of prices moved.
// Each timed scrape sits between two fetch+parse runs of the same pages, and its ratio uses their mean.
import type { FakeStore } from '../../tools/fake-shopify/index.ts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../src/server/db/client.ts';
import { stores } from '../../src/server/db/schema/index.ts';
import { trustedListing } from '../../src/server/monitoring/known-listing.ts';
import { ingestScrape } from '../../src/server/monitoring/ingest-scrape.ts';
import type { TIngestSummary } from '../../src/server/monitoring/scrape-types.ts';
import type { TCatalogueReader } from '../../src/server/monitoring/storefront-port.ts';
import { fetchAndParse } from './fetch-parse';
import { median, timed } from './report';
import { seedTrackedStore } from './seed';
import { SIZES } from './sizes';

export type TScrapeRun = {
  readMs: number;
  ingestMs: number;
  totalMs: number;
  /** Mean of the fetch+parse runs just before and just after. */
  baselineMs: number;
  ratio: number;
  summary: TIngestSummary;
  /** Variants the fake store changed before this run (measurement 3). */
  changed: number;
};

export type TSeries = {
  runs: TScrapeRun[];
  /** Listing pages the fetch+parse yardstick read per run. */
  pages: number;
  readMs: number;
  ingestMs: number;
  totalMs: number;
  baselineMs: number;
  /** Median of the per-run ratios. */
  ratio: number;
};

type TContext = { db: TDb; readCatalogue: TCatalogueReader; store: FakeStore; userId: string };

/** With `parseAll`, the read is not given the known listing: every page is parsed, as ADR 006 alone would. */
async function scrapeOnce(
  ctx: TContext,
  storeId: string,
  parseAll: boolean,
): Promise<Omit<TScrapeRun, 'baselineMs' | 'ratio' | 'changed'>> {
  // As scrapeStore reads: with the listing digests the store's last ingest left, when they are trusted.
  const read = await timed(async () => {
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, storeId));
    const knownListing = parseAll ? undefined : trustedListing(store!);
    return ctx.readCatalogue({ baseUrl: ctx.store.url, knownListing });
  });
  const { outcome } = read.value;
  if (!outcome.complete) throw new Error('incomplete read');
  const ingest = await timed(() => ingestScrape({ db: ctx.db, storeId, outcome }));
  if (ingest.value.productsFound !== ctx.store.products.length)
    throw new Error(`read ${ingest.value.productsFound} of ${ctx.store.products.length} products`);
  return { readMs: read.ms, ingestMs: ingest.ms, totalMs: read.ms + ingest.ms, summary: ingest.value };
}

/** One warm-up, then SIZES.runs timed runs; prepare() (untimed) picks the store and makes any change first. */
async function series(
  ctx: TContext,
  prepare: (run: number) => Promise<{ storeId: string; changed: number }>,
  parseAll = false,
): Promise<TSeries> {
  const runs: TScrapeRun[] = [];
  let pages = 0;
  for (let run = 0; run <= SIZES.runs; run++) {
    const { storeId, changed } = await prepare(run);
    await fetchAndParse(ctx.store.url); // re-serialises what a change touched, so neither side pays for it
    const before = await timed(() => fetchAndParse(ctx.store.url));
    const scrape = await scrapeOnce(ctx, storeId, parseAll);
    const after = await timed(() => fetchAndParse(ctx.store.url));
    const baselineMs = (before.ms + after.ms) / 2;
    pages = before.value.pages;
    if (run > 0) runs.push({ ...scrape, baselineMs, ratio: scrape.totalMs / baselineMs, changed });
  }
  const med = (pick: (r: TScrapeRun) => number) => median(runs.map(pick));
  return {
    runs,
    pages,
    readMs: med((r) => r.readMs),
    ingestMs: med((r) => r.ingestMs),
    totalMs: med((r) => r.totalMs),
    baselineMs: med((r) => r.baselineMs),
    ratio: med((r) => r.ratio),
  };
}

export async function runSingleStore(ctx: TContext) {
  let newStores = 0;
  const newStore = () =>
    seedTrackedStore(ctx.db, {
      userId: ctx.userId,
      url: ctx.store.url,
      name: `First scrape ${++newStores}`,
      myshopifyDomain: `bench-first-${newStores}.myshopify.com`,
    });

  // 1. A new store each run (warm-up included), so every run is a true first scrape.
  let lastStoreId = '';
  const first = await series(ctx, async () => {
    lastStoreId = await newStore();
    return { storeId: lastStoreId, changed: 0 };
  });
  // 2. The last of those stores again, nothing changed.
  const unchanged = await series(ctx, async () => ({ storeId: lastStoreId, changed: 0 }));
  // 2b. The same, every page parsed: a store whose bytes move without a change we keep (docs/decisions/008).
  const unchangedParsed = await series(ctx, async () => ({ storeId: lastStoreId, changed: 0 }), true);
  // 3. The same store after the fake store moved 5 % of its variants' prices.
  const changed = await series(ctx, async () => ({
    storeId: lastStoreId,
    changed: ctx.store.changeRandomPrices(SIZES.changedShare).length,
  }));
  return { first, unchanged, unchangedParsed, changed };
}
