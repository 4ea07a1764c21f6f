// The paced yardstick of bench:scrape: in production a first scrape is paced (SCRAPE_MIN_GAP_MS, about one request
// a second per store), so what a user waits for is the paced read; the writes must hide inside its waits. A first
// scrape of a new store through scrapeStore (audit, progress, read, ingest), with the default pacing, sits between
// two runs of the same paced read alone (the same fetches and parsing, no database), and its ratio uses their mean.
import type { FakeStore } from '../../tools/fake-shopify/index.ts';
import type { TDb } from '../../src/server/db/client.ts';
import { scrapeStore } from '../../src/server/monitoring/scrape-store.ts';
import type { TCatalogueReader } from '../../src/server/monitoring/storefront-port.ts';
import { timed } from './report';
import { seedTrackedStore } from './seed';

export type TPacedFirstScrape = {
  minGapMs: number;
  pages: number;
  requests: number;
  readAloneMs: [number, number];
  scrapeMs: number;
  /** The scrape's own read (inside scrapeStore); the rest of scrapeMs is writing that did not overlap it. */
  scrapeReadMs: number;
  /** scrape ÷ mean of the two reads alone. */
  ratio: number;
  historyRows: number;
};

export async function runPacedFirstScrape(opts: {
  db: TDb;
  /** A reader whose pacer has the default gap. */
  readCatalogue: TCatalogueReader;
  /** An unpaced reader, to warm up the same code before anything is timed. */
  warmUpReader: TCatalogueReader;
  minGapMs: number;
  store: FakeStore;
  userId: string;
}): Promise<TPacedFirstScrape> {
  const readAlone = () =>
    timed(async () => {
      const read = await opts.readCatalogue({ baseUrl: opts.store.url });
      if (!read.outcome.complete || read.outcome.products.length !== opts.store.products.length)
        throw new Error('the paced read alone did not read the whole catalogue');
      return read.stats;
    });
  await opts.warmUpReader({ baseUrl: opts.store.url });
  const before = await readAlone();
  const storeId = await seedTrackedStore(opts.db, {
    userId: opts.userId,
    url: opts.store.url,
    name: 'Paced first scrape',
    myshopifyDomain: 'bench-paced-first.myshopify.com',
  });
  let scrapeReadMs = 0;
  const timedReader: TCatalogueReader = async (o) => {
    const read = await timed(() => opts.readCatalogue(o));
    scrapeReadMs += read.ms;
    return read.value;
  };
  const scrape = await timed(() =>
    scrapeStore({ db: opts.db, storeId, readCatalogue: timedReader, trigger: 'manual' }),
  );
  const result = scrape.value;
  if (result.status !== 'success') throw new Error(`the paced first scrape ended ${result.status}`);
  if (result.summary.productsFound !== opts.store.products.length)
    throw new Error(`the paced first scrape read ${result.summary.productsFound} products`);
  const after = await readAlone();
  return {
    minGapMs: opts.minGapMs,
    pages: before.value.pages,
    requests: before.value.requests,
    readAloneMs: [before.ms, after.ms],
    scrapeMs: scrape.ms,
    scrapeReadMs,
    ratio: scrape.ms / ((before.ms + after.ms) / 2),
    historyRows: result.summary.historyRows,
  };
}
