// Scrapes of a fake store whose listing pages come back byte for byte: not parsed, nothing written (ADR 008).
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from '../../../tools/fake-shopify';
import { changeEvents, competitors, priceHistory, scrapingAudits, stores } from '../db/schema';
import { outcome, product, seedTrackedStore, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { ingestScrape } from './ingest-scrape';
import { StaleListingError } from './known-listing';
import { scrapeStore } from './scrape-store';
import type { TCatalogueReader } from './storefront-port';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
let fake: FakeShopify;
let shop: FakeStore;
beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [{ name: 'Listing Shop', products: 600, variantsPerProduct: 2, seed: 8 }],
  });
  shop = fake.stores[0]!;
  env.ALLOWED_PRIVATE_HOSTS = shop.hostPort;
});
afterEach(() => shop.reset());
afterAll(async () => fake?.close());

describe('scrapes against the known listing', () => {
  const ctx = useTestApp({ env });

  async function trackShop() {
    const seeded = await seedTrackedStore(ctx.db);
    await ctx.db.update(stores).set({ url: shop.url }).where(eq(stores.id, seeded.storeId));
    return seeded;
  }
  /** The real reader, recording the known listing each call was given; `after` runs once a read is done. */
  function recordingReader(after?: (call: number) => Promise<void>) {
    const known: (number | undefined)[] = [];
    const reader: TCatalogueReader = async (opts) => {
      known.push(opts.knownListing?.digests.length);
      const read = await ctx.storefront.readCatalogue(opts);
      await after?.(known.length);
      return read;
    };
    return { reader, known };
  }
  const scrape = (storeId: string, readCatalogue: TCatalogueReader = ctx.storefront.readCatalogue) =>
    scrapeStore({ db: ctx.db, storeId, readCatalogue, trigger: 'manual' });
  const storeRow = async (storeId: string) =>
    (await ctx.db.select().from(stores).where(eq(stores.id, storeId)))[0]!;
  const lastAudit = async (storeId: string) =>
    (
      await ctx.db
        .select()
        .from(scrapingAudits)
        .where(eq(scrapingAudits.storeId, storeId))
        .orderBy(desc(scrapingAudits.id))
        .limit(1)
    )[0]!;
  const historyRows = async () =>
    Number((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(priceHistory))[0]!.n);

  it('records an unchanged listing without parsing it, then reads a changed one in full', async () => {
    const { storeId, competitorId } = await trackShop();
    const { reader, known } = recordingReader();

    expect(await scrape(storeId, reader)).toMatchObject({ status: 'success' });
    const first = await storeRow(storeId);
    expect(first.listingDigests).toHaveLength(3);
    expect(first.listingDigestsAt!.getTime()).toBe(first.lastSuccessAt!.getTime());
    expect(await historyRows()).toBe(1200);

    const again = await scrape(storeId, reader);
    expect(again).toMatchObject({
      status: 'success',
      summary: { unchanged: true, productsFound: 600, historyRows: 0 },
    });
    expect((await lastAudit(storeId)).metadata).toMatchObject({ unchanged: true, unparsed: true });
    expect(await lastAudit(storeId)).toMatchObject({ status: 'success', productsFound: 600 });
    const second = await storeRow(storeId);
    expect(second).toMatchObject({
      productCount: 600,
      listingDigests: first.listingDigests,
      catalogueHash: first.catalogueHash,
    });
    expect(second.lastSuccessAt!.getTime()).toBeGreaterThan(first.lastSuccessAt!.getTime());
    expect(second.listingDigestsAt!.getTime()).toBe(second.lastSuccessAt!.getTime());
    expect(second.catalogueHashAt!.getTime()).toBe(second.lastSuccessAt!.getTime());
    const [competitor] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    expect(competitor).toMatchObject({ status: 'active', productCount: 600 });
    expect(await historyRows()).toBe(1200);

    // One price moves: that page differs, the whole listing is read and compared.
    const moved = shop.products[300]!.variants[1]!;
    shop.setPrice(moved.id, '777.00');
    const changed = await scrape(storeId, reader);
    expect(changed).toMatchObject({ summary: { unchanged: false, historyRows: 1, priceChanges: 1 } });
    expect((await lastAudit(storeId)).metadata).toMatchObject({ unchanged: false, unparsed: false });
    const third = await storeRow(storeId);
    expect(third.listingDigests!.filter((d, i) => d !== first.listingDigests![i])).toHaveLength(1);
    expect(third.catalogueHash).not.toBe(first.catalogueHash);
    const [event] = await ctx.db.select().from(changeEvents).where(eq(changeEvents.storeId, storeId));
    expect(event).toMatchObject({ newPrice: '777.00' });
    expect(known).toEqual([undefined, 3, 3]);
  });

  it('does not trust digests an ingest that did not write them left behind', async () => {
    const { storeId } = await trackShop();
    await scrape(storeId);
    // As an older version of the app would leave it: a later success that did not write the digests.
    await ctx.db
      .update(stores)
      .set({ lastSuccessAt: sql`last_success_at + interval '1 minute'` })
      .where(eq(stores.id, storeId));
    const { reader, known } = recordingReader();
    expect(await scrape(storeId, reader)).toMatchObject({ summary: { productsFound: 600 } });
    expect((await lastAudit(storeId)).metadata).toMatchObject({ unparsed: false });
    expect(known).toEqual([undefined]);
  });

  it('compares in full after a hand-made fix to the catalogue nulled its fingerprint (ADR 006)', async () => {
    const { storeId } = await trackShop();
    await scrape(storeId);
    await ctx.db.update(stores).set({ catalogueHash: null }).where(eq(stores.id, storeId));
    const { reader, known } = recordingReader();
    expect(await scrape(storeId, reader)).toMatchObject({ summary: { productsFound: 600 } });
    expect(known).toEqual([undefined]);
    expect((await lastAudit(storeId)).metadata).toMatchObject({ unparsed: false });
    expect((await storeRow(storeId)).catalogueHash).not.toBeNull();
  });

  it('reads again in full when the stored catalogue moved on during an unparsed read', async () => {
    const { storeId } = await trackShop();
    await scrape(storeId);
    // Another ingest lands while the pages are being compared.
    const { reader, known } = recordingReader(async (call) => {
      if (call === 1)
        await ctx.db
          .update(stores)
          .set({ listingDigestsAt: new Date(0) })
          .where(eq(stores.id, storeId));
    });
    expect(await scrape(storeId, reader)).toMatchObject({
      status: 'success',
      summary: { unchanged: true, productsFound: 600 },
    });
    expect(known).toEqual([3, undefined]);
    expect((await lastAudit(storeId)).metadata).toMatchObject({ unchanged: true, unparsed: false });
    const row = await storeRow(storeId);
    expect(row.listingDigestsAt!.getTime()).toBe(row.lastSuccessAt!.getTime());
  });
});

describe('ingestScrape with a listing', () => {
  const ctx = useTestApp();
  const catalogue = [product('1', [variant('11')]), product('2', [variant('21')])];

  it('refuses an unparsed listing that is not the stored one, writing nothing', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    const listed = { ...outcome(catalogue), listing: { digests: ['a', 'b'], unchanged: false } };
    await ingestScrape({ db: ctx.db, storeId, outcome: listed, now: new Date('2026-11-01T12:00:00Z') });
    const before = (await ctx.db.select().from(stores).where(eq(stores.id, storeId)))[0]!;
    expect(before.listingDigests).toEqual(['a', 'b']);

    const other = { ...outcome([]), listing: { digests: ['a', 'c'], unchanged: true } };
    await expect(ingestScrape({ db: ctx.db, storeId, outcome: other })).rejects.toBeInstanceOf(
      StaleListingError,
    );
    const after = (await ctx.db.select().from(stores).where(eq(stores.id, storeId)))[0]!;
    expect(after).toEqual(before);
  });

  it('clears the digests after a partial scrape, and keeps none without a listing', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    const listed = { ...outcome(catalogue), listing: { digests: ['a'], unchanged: false } };
    await ingestScrape({ db: ctx.db, storeId, outcome: listed });
    const partial = { ...outcome(catalogue, false), listing: { digests: ['a'], unchanged: false } };
    await ingestScrape({ db: ctx.db, storeId, outcome: partial });
    expect((await ctx.db.select().from(stores).where(eq(stores.id, storeId)))[0]).toMatchObject({
      listingDigests: null,
      listingDigestsAt: null,
    });
    await ingestScrape({ db: ctx.db, storeId, outcome: listed });
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue) });
    expect((await ctx.db.select().from(stores).where(eq(stores.id, storeId)))[0]).toMatchObject({
      listingDigests: null,
      listingDigestsAt: null,
    });
  });
});
