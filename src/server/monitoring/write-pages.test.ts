// A catalogue written page by page while it is read (write-pages.ts): the writes move into the read, nothing is
// published before the read is done, and a read that dies after some pages were written loses or doubles nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from '../../../tools/fake-shopify';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { stores } from '../db/schema';
import { seedTrackedStore } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { scrapeStore } from './scrape-store';
import type { TCatalogueReader } from './storefront-port';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
let fake: FakeShopify;
let shop: FakeStore;
beforeAll(async () => {
  // Three listing pages: two full ones (written while reading) and a last one of 100 (left to the ingest).
  fake = await startFakeShopify({
    stores: [{ name: 'Paged Shop', products: 600, variantsPerProduct: 2, seed: 21 }],
  });
  shop = fake.stores[0]!;
  env.ALLOWED_PRIVATE_HOSTS = shop.hostPort;
});
afterEach(() => shop.reset());
afterAll(async () => fake?.close());

type TState = {
  products: number;
  productCount: number;
  events: number;
  pending: number;
  hash: string | null;
};

async function state(db: TDb, storeId: string): Promise<TState> {
  return rowsOf<TState>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM products WHERE store_id = s.id AND removed_at IS NULL) AS products,
        s.product_count AS "productCount",
        (SELECT count(*)::int FROM change_events WHERE store_id = s.id) AS events,
        (SELECT count(*)::int FROM scrape_pending_events WHERE store_id = s.id) AS pending,
        s.catalogue_hash AS hash
      FROM stores s WHERE s.id = ${storeId}`),
  )[0]!;
}

/** Every variant's price is the last one its history holds (no product is half-written). */
async function historyAgrees(db: TDb, storeId: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM variants v
      WHERE v.store_id = ${storeId} AND v.price IS DISTINCT FROM (
        SELECT h.price FROM price_history h WHERE h.variant_id = v.id ORDER BY h.id DESC LIMIT 1)`),
  );
  return row!.n === 0;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('a catalogue written while it is read', () => {
  const ctx = useTestApp({ env });

  async function trackShop() {
    const seeded = await seedTrackedStore(ctx.db);
    await ctx.db.update(stores).set({ url: shop.url }).where(eq(stores.id, seeded.storeId));
    return seeded.storeId;
  }
  const scrape = (storeId: string, readCatalogue: TCatalogueReader) =>
    scrapeStore({ db: ctx.db, storeId, readCatalogue, trigger: 'manual' });

  it('has the full pages written by the time the read ends, and publishes only at the close', async () => {
    const storeId = await trackShop();
    let atReadEnd: TState | undefined;
    const reader: TCatalogueReader = async (opts) => {
      const read = await ctx.storefront.readCatalogue(opts);
      await until(async () => (await state(ctx.db, storeId)).products >= 500);
      atReadEnd = await state(ctx.db, storeId);
      return read;
    };
    const result = await scrape(storeId, reader);
    expect(result).toMatchObject({ status: 'success', summary: { productsFound: 600, historyRows: 1200 } });
    // Written ahead: the two full pages, whole and counted, the listing's fingerprint dropped.
    expect(atReadEnd).toEqual({ products: 500, productCount: 500, events: 0, pending: 0, hash: null });
    const after = await state(ctx.db, storeId);
    expect(after).toMatchObject({ products: 600, productCount: 600, events: 0, pending: 0 });
    expect(after.hash).not.toBeNull();
    expect(await historyAgrees(ctx.db, storeId)).toBe(true);
  });

  it('shows its progress while it reads, written no more often than the screens ask (every 2 s)', async () => {
    const storeId = await trackShop();
    // Each write of the store's progress, with the database's clock.
    await ctx.db.execute(sql`CREATE TABLE progress_writes (at timestamptz NOT NULL, found int)`);
    await ctx.db.execute(sql`
      CREATE FUNCTION note_progress() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.scrape_progress IS DISTINCT FROM OLD.scrape_progress THEN
          INSERT INTO progress_writes VALUES (clock_timestamp(), (NEW.scrape_progress->>'productsFound')::int);
        END IF;
        RETURN NULL;
      END $$`);
    await ctx.db.execute(sql`
      CREATE TRIGGER note_progress AFTER UPDATE ON stores FOR EACH ROW EXECUTE FUNCTION note_progress()`);
    // About 0.6 s a request: the probe, three listing pages and the pages beside them take a few seconds.
    shop.setLatency(600);
    const result = await scrape(storeId, ctx.storefront.readCatalogue);
    expect(result).toMatchObject({ status: 'success' });
    const writes = rowsOf<{ at: string | Date; found: number | null }>(
      await ctx.db.execute(sql`SELECT at, found FROM progress_writes ORDER BY at`),
    ).map((w) => ({ at: new Date(w.at).getTime(), found: w.found }));
    // The claim's "nothing yet", then the counts as pages arrive, then cleared at the close.
    expect(writes[0]!.found).toBe(0);
    expect(writes.at(-1)!.found).toBeNull();
    const counts = writes.slice(1, -1);
    expect(counts.some((w) => w.found! >= 250)).toBe(true);
    // About two seconds apart, counted from the claim (a write can commit a little after it was asked for; every
    // page's arrival, 0.6 s apart, would be far closer).
    const gaps = counts.map((w, i) => w.at - writes[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1500);
    await ctx.db.execute(sql`DROP TRIGGER note_progress ON stores`);
    await ctx.db.execute(sql`DROP FUNCTION note_progress()`);
    await ctx.db.execute(sql`DROP TABLE progress_writes`);
  });

  it('loses and doubles no change when a read dies after writing pages, and the next run publishes them', async () => {
    const storeId = await trackShop();
    expect(await scrape(storeId, ctx.storefront.readCatalogue)).toMatchObject({ status: 'success' });
    const moved = shop.changeRandomPrices(0.1).length;
    expect(moved).toBeGreaterThan(0);

    let atDeath: TState | undefined;
    const dying: TCatalogueReader = async (opts) => {
      await ctx.storefront.readCatalogue(opts);
      await until(async () => (await state(ctx.db, storeId)).pending > 0);
      atDeath = await state(ctx.db, storeId);
      throw new Error('the worker died after the last page');
    };
    expect(await scrape(storeId, dying)).toMatchObject({ status: 'failure' });
    // Pages were written with their events held back: nothing published, every product whole.
    expect(atDeath!.pending).toBeGreaterThan(0);
    expect(atDeath!.events).toBe(0);
    expect(await state(ctx.db, storeId)).toMatchObject({ events: 0, products: 600, productCount: 600 });
    expect(await historyAgrees(ctx.db, storeId)).toBe(true);

    expect(await scrape(storeId, ctx.storefront.readCatalogue)).toMatchObject({ status: 'success' });
    const after = await state(ctx.db, storeId);
    expect(after).toMatchObject({ pending: 0, products: 600, productCount: 600 });
    const [prices] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`
        SELECT count(*)::int AS n FROM change_events
        WHERE store_id = ${storeId} AND type IN ('price_increase', 'price_decrease')`),
    );
    expect(prices!.n).toBe(moved);
    expect(await historyAgrees(ctx.db, storeId)).toBe(true);
  });
});
