import { eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client';
import { stores } from '../db/schema';
import { applyCatalogue } from './apply-catalogue';
import { detectStagedChanges, removeMissingProducts } from './detect-changes';
import { insertNewCatalogue } from './insert-new-catalogue';
import { planCatalogue, type TPlannedProduct } from './plan-catalogue';
import type { TScrapeOutcome } from './scrape-types';
import { stageCatalogue } from './stage-catalogue';
import { refreshPricePositions } from '../price-position/refresh-price-positions';
import { rowsOf } from '../db/rows';

/**
 * Products written per transaction. On the embedded database one transaction holds the only connection (every
 * screen's call waits for it), so a chunk is kept to tens of milliseconds there (docs/decisions/011-short-scrape-transactions.md).
 */
export const CHUNK_PRODUCTS = 500;
/** Missing products marked removed per transaction. */
const CHUNK_REMOVALS = 2000;

/** What the chunks wrote; the events are counted when the closing transaction publishes them. */
export type TChunkedWrite = {
  productsFound: number;
  historyRows: number;
  removedProducts: number;
  /** Live products once the products are written, before removals: the store-wide sale's denominator. */
  live: number;
};

/**
 * One short transaction holding the store's lock (two writers of one store never interleave inside one), after
 * a turn of the event loop: PGlite answers within the same turn, so without it the next chunk would start before
 * any waiting request was even read from its socket.
 */
async function inChunk<T>(db: TDb, storeId: string, run: (tx: TTx) => Promise<T>): Promise<T> {
  await new Promise((resolve) => setImmediate(resolve));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${storeId}))`);
    return run(tx);
  });
}

/**
 * Drops the store's fingerprint and listing digests before its catalogue is written in part: a catalogue written
 * in part is described by neither, so the next run compares its listing in full.
 */
export async function forgetListing(db: TDb, storeId: string): Promise<void> {
  await db
    .update(stores)
    .set({ catalogueHash: null, catalogueHashAt: null, listingDigests: null, listingDigestsAt: null })
    .where(eq(stores.id, storeId));
}

/** The chunk's products whose row was written (product_diff): the ones whose price, vendor or type can have moved. */
async function writtenProducts(tx: TTx): Promise<number[]> {
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`SELECT product_id AS id FROM product_diff WHERE write`),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Writes planned products in one short transaction (inChunk) and returns the history rows it wrote. `fresh`: none
 * of them has a row yet (a store's first products), so they are inserted without staging or comparison.
 */
export async function writeChunk(
  db: TDb,
  opts: { storeId: string; now: Date; baseline: boolean; planned: TPlannedProduct[]; fresh: boolean },
): Promise<number> {
  const { storeId, now, baseline, planned } = opts;
  return inChunk(db, storeId, async (tx) => {
    if (opts.fresh) return (await insertNewCatalogue(tx, { storeId, now, planned, baseline })).historyRows;
    await stageCatalogue(tx, planned);
    const { historyRows } = await applyCatalogue(tx, { storeId, now });
    await detectStagedChanges(tx, { storeId, now, baseline });
    await refreshPricePositions(tx, { storeId, productIds: await writtenProducts(tx) });
    // New and returning products are live from this commit on: the store's count follows at once.
    await tx.execute(sql`
      UPDATE stores SET product_count = product_count + (
        SELECT count(*) FROM product_diff WHERE old_available IS NULL OR old_removed_at IS NOT NULL)
      WHERE id = ${storeId}`);
    return historyRows;
  });
}

/**
 * Compares a changed listing with the stored catalogue and writes the difference in short transactions of
 * CHUNK_PRODUCTS products each: a product, its variants, their history and the events its change makes (into
 * scrape_pending_events) commit together, so a crash between chunks leaves every product whole. Each chunk
 * compares with the rows as they are when it runs, so a chunk written twice (a crash, then the next run) finds
 * nothing left to change and records no event twice. The store's fingerprint and listing digests are dropped
 * first: a catalogue written in part is described by neither. Only new or changed products (by content hash)
 * are staged and compared, so an unchanged one costs nothing.
 */
export async function writeCatalogue(
  db: TDb,
  opts: {
    storeId: string;
    outcome: TScrapeOutcome;
    hashes: string[];
    now: Date;
    /** The store's first successful scrape (its baseline): its products are no launches. */
    baseline: boolean;
  },
): Promise<TChunkedWrite> {
  const { storeId, outcome, now, baseline } = opts;
  const plan = await planCatalogue(db, { storeId, products: outcome.products, hashes: opts.hashes });
  const removing = outcome.complete ? plan.missingIds : [];
  const written: TChunkedWrite = {
    productsFound: plan.seen,
    historyRows: 0,
    removedProducts: 0,
    live: plan.live,
  };
  if (plan.changed.length === 0 && removing.length === 0) return written;

  await forgetListing(db, storeId);
  for (let i = 0; i < plan.changed.length; i += CHUNK_PRODUCTS) {
    const planned = plan.changed.slice(i, i + CHUNK_PRODUCTS);
    written.historyRows += await writeChunk(db, { storeId, now, baseline, planned, fresh: plan.empty });
  }
  for (let i = 0; i < removing.length; i += CHUNK_REMOVALS) {
    const ids = removing.slice(i, i + CHUNK_REMOVALS);
    written.removedProducts += await inChunk(db, storeId, (tx) =>
      removeMissingProducts(tx, { storeId, now, ids }).then(async (n) => {
        // The removed products leave the positions of the products they were matched with (R145).
        await refreshPricePositions(tx, { storeId, productIds: ids.map(Number) });
        return n;
      }),
    );
  }
  return written;
}
