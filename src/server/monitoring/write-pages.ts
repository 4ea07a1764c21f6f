import type { TDb } from '../db/client';
import { listingHashes, loadKnownProducts, planAgainst, type TKnown } from './plan-catalogue';
import type { TScrapedProduct } from './scrape-types';
import { forgetListing, writeChunk } from './write-catalogue';

/** Products written together while the read goes on: one listing page at limit 250. */
export const PAGE_PRODUCTS = 250;

/**
 * Writes a catalogue while it is read (docs/decisions/011-short-scrape-transactions.md): the products of each page
 * go in as the page arrives, in one short transaction (writeChunk), so the writes sit in the pacing's waits
 * between requests and, once the last page is read, only what was not written yet is left for ingestScrape.
 */
export type TPageWriter = {
  /** Hands over products just read (each product once); they are written once a page's worth has arrived. */
  add(products: TScrapedProduct[]): void;
  /** Waits for the writes under way; what is still buffered is left to ingestScrape. Never throws. */
  settle(): Promise<{ historyRows: number }>;
};

/**
 * The writes are ahead of ingestScrape, never instead of it: its pass compares the whole read with the rows as
 * they are then, finds the products written here unchanged, writes the rest, removes the missing products (a
 * complete read only) and publishes the events these chunks left pending. So a crash, or a page write that fails,
 * costs nothing but time: every product is whole, nothing is published, and the next pass writes what is left.
 * The store's fingerprint and listing digests are dropped before the first write, as writeCatalogue does.
 */
export function createPageWriter(
  db: TDb,
  opts: {
    storeId: string;
    /** The store's first successful scrape (its baseline): its products are no launches. */
    baseline: boolean;
    log?: { warn(obj: object, msg: string): void };
  },
): TPageWriter {
  const { storeId, baseline } = opts;
  const buffer: TScrapedProduct[] = [];
  let chain: Promise<void> = Promise.resolve();
  let known: TKnown | undefined;
  let forgotten = false;
  let failed = false;
  let historyRows = 0;

  const writePage = async (page: TScrapedProduct[]) => {
    known ??= await loadKnownProducts(db, storeId);
    const { changed } = planAgainst(known, page, listingHashes(page));
    if (changed.length === 0) return;
    if (!forgotten) {
      await forgetListing(db, storeId);
      forgotten = true;
    }
    const stored = known;
    const fresh = changed.every((p) => !stored.has(p.product.externalId));
    historyRows += await writeChunk(db, { storeId, now: new Date(), baseline, planned: changed, fresh });
    for (const p of changed) {
      const id = p.product.externalId;
      stored.set(id, { id: stored.get(id)?.id ?? '', hash: p.hash, live: true });
    }
  };

  return {
    add(products) {
      if (failed || products.length === 0) return;
      buffer.push(...products);
      // Pages kept unparsed while they matched the known listing arrive together: a transaction per page's worth.
      while (buffer.length >= PAGE_PRODUCTS) {
        const page = buffer.splice(0, PAGE_PRODUCTS);
        chain = chain.then(async () => {
          if (failed) return;
          await writePage(page).catch((err: unknown) => {
            // The page is written again by ingestScrape's pass; stop writing ahead of it.
            failed = true;
            opts.log?.warn({ err, storeId }, 'could not write a page of the catalogue while reading it');
          });
        });
      }
    },
    async settle() {
      await chain;
      return { historyRows };
    },
  };
}
