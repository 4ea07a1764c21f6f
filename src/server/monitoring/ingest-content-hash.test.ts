import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeEvents,
  competitors,
  priceHistory,
  products,
  scrapingAudits,
  stores,
  variants,
} from '../db/schema';
import { outcome, product, seedTrackedStore, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { ingestScrape } from './ingest-scrape';

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

const catalogue = () => [
  product('1', [
    variant('11', { title: 'Small', price: '30.00', position: 1 }),
    variant('12', { title: 'Large', price: '32.00', position: 2 }),
  ]),
  product('2', [variant('21', { price: '89.00', compareAtPrice: '120.00' })]),
  product('3', [variant('31', { price: '1.00' })]),
];

describe('ingestScrape with content hashes', () => {
  const ctx = useTestApp();

  const productRows = (storeId: string) =>
    ctx.db.select().from(products).where(eq(products.storeId, storeId)).orderBy(asc(products.externalId));
  const historyCount = async () =>
    Number((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(priceHistory))[0]?.n ?? 0);

  it('leaves unchanged products untouched and rewrites only the one whose content changed', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });
    const first = await productRows(storeId);
    expect(first.every((p) => p.contentHash && p.contentHash.length <= 32)).toBe(true);

    // Only the description of product 2 changes: no price moved, so no history and no event.
    const next = catalogue();
    next[1]!.description = 'Now waterproof';
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(next), now: t(10) });
    expect(summary).toMatchObject({ productsFound: 3, historyRows: 0, events: {}, removedProducts: 0 });
    const after = await productRows(storeId);
    expect(after.map((p) => [p.externalId, p.description, p.updatedAt.toISOString()])).toEqual([
      ['1', null, t(0).toISOString()],
      ['2', 'Now waterproof', t(10).toISOString()],
      ['3', null, t(0).toISOString()],
    ]);
    expect(after[1]!.contentHash).not.toBe(first[1]!.contentHash);
    expect(after[0]!.contentHash).toBe(first[0]!.contentHash);
    expect(await historyCount()).toBe(4);
  });

  it('detects a variant change through the product hash: history, event and derived price', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });
    const next = catalogue();
    next[0]!.variants[0]!.price = '24.00';
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(next), now: t(10) });
    expect(summary).toMatchObject({ historyRows: 1, priceChanges: 1, events: { price_decrease: 1 } });
    const [p1] = await productRows(storeId);
    expect(p1!.currentPrice).toBe('24.00');
    const [v11] = await ctx.db.select().from(variants).where(eq(variants.externalId, '11'));
    expect(v11!.price).toBe('24.00');
  });

  it('compares a product stored without a hash in full, and fills its hash in', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });
    // As rows written before hashes existed: no product hash and no catalogue fingerprint.
    await ctx.db.update(products).set({ contentHash: null }).where(eq(products.storeId, storeId));
    await ctx.db.update(stores).set({ catalogueHash: null }).where(eq(stores.id, storeId));
    const same = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(10) });
    expect(same).toMatchObject({ historyRows: 0, events: {}, unchanged: false });
    const rows = await productRows(storeId);
    expect(rows.every((p) => p.contentHash !== null)).toBe(true);
  });

  it('keeps every product and its history after a partial scrape, and removes only after a complete one', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });

    // Partial: product 1 listed with a new price, 2 and 3 missing.
    const partial = catalogue().slice(0, 1);
    partial[0]!.variants[1]!.price = '35.00';
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(partial, false), now: t(10) });
    expect(summary).toMatchObject({ productsFound: 1, historyRows: 1, removedProducts: 0 });
    let rows = await productRows(storeId);
    expect(rows.map((p) => [p.externalId, p.removedAt])).toEqual([
      ['1', null],
      ['2', null],
      ['3', null],
    ]);
    expect(await historyCount()).toBe(5);

    // The full catalogue again (with 1's new price): nothing new to write, nothing removed.
    const full = catalogue();
    full[0]!.variants[1]!.price = '35.00';
    const again = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(full), now: t(20) });
    expect(again).toMatchObject({ historyRows: 0, removedProducts: 0, events: {} });

    // A complete scrape without product 3 removes it, keeping its history; it comes back unchanged later.
    const removed = await ingestScrape({
      db: ctx.db,
      storeId,
      outcome: outcome(full.slice(0, 2)),
      now: t(30),
    });
    expect(removed).toMatchObject({ removedProducts: 1, events: { product_removed: 1 } });
    expect(await historyCount()).toBe(5);
    const back = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(full), now: t(40) });
    expect(back).toMatchObject({ removedProducts: 0, historyRows: 0 });
    rows = await productRows(storeId);
    expect(rows.map((p) => [p.externalId, p.removedAt])).toEqual([
      ['1', null],
      ['2', null],
      ['3', null],
    ]);
    const events = await ctx.db
      .select({ type: changeEvents.type })
      .from(changeEvents)
      .where(eq(changeEvents.storeId, storeId));
    expect(events.map((e) => e.type).sort()).toEqual(['price_increase', 'product_removed']);
  });

  it('moves a variant to the product that lists it last, even when the other product looks unchanged', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    const shared = [
      product('1', [variant('11', { price: '5.00' })]),
      product('2', [variant('21', { price: '6.00' }), variant('11', { price: '5.00', position: 2 })]),
    ];
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(shared), now: t(0) });
    const owner = async () => {
      const [row] = await ctx.db
        .select({ product: products.externalId, removedAt: variants.removedAt })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(eq(variants.externalId, '11'));
      return row;
    };
    expect(await owner()).toEqual({ product: '2', removedAt: null });
    // Product 2 stops listing 11: it belongs to product 1 again, whose own listing did not change.
    const next = [shared[0]!, product('2', [variant('21', { price: '6.00' })])];
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(next), now: t(10) });
    expect(await owner()).toEqual({ product: '1', removedAt: null });
  });

  it('inserts the whole catalogue of a store whose earlier scrape found nothing, as launches', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome([]), now: t(0) });
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(10) });
    expect(summary).toMatchObject({ productsFound: 3, newProducts: 3, historyRows: 4 });
    const rows = await productRows(storeId);
    expect(rows.map((p) => [p.externalId, p.currentPrice, p.compareAtPrice])).toEqual([
      ['1', '30.00', null],
      ['2', '89.00', '120.00'],
      ['3', '1.00', null],
    ]);
    const again = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(20) });
    expect(again).toMatchObject({ historyRows: 0, newProducts: 0, events: {} });
  });

  it('counts a variant listed twice under one product once, at its last listing', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    const twice = [
      product('1', [variant('11', { price: '5.00' }), variant('11', { price: '7.00', position: 2 })]),
    ];
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(twice), now: t(0) });
    expect(summary).toMatchObject({ historyRows: 1 });
    const rows = await ctx.db.select().from(variants).where(eq(variants.storeId, storeId));
    expect(rows.map((v) => [v.externalId, v.price, v.position])).toEqual([['11', '7.00', 2]]);
    const again = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(twice), now: t(10) });
    expect(again).toMatchObject({ historyRows: 0, events: {} });
  });

  describe('the catalogue fingerprint', () => {
    const storeRow = async (storeId: string) =>
      (await ctx.db.select().from(stores).where(eq(stores.id, storeId)))[0]!;
    const priceOf = async (externalId: string) =>
      (await ctx.db.select().from(variants).where(eq(variants.externalId, externalId)))[0]!.price;

    it('skips comparing a complete listing equal to the last one, and still records the scrape', async () => {
      const { storeId, competitorId } = await seedTrackedStore(ctx.db);
      const first = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });
      expect(first.unchanged).toBe(false);
      const fingerprint = (await storeRow(storeId)).catalogueHash;
      expect(fingerprint).toMatch(/^[\w-]{22}$/);
      const before = await productRows(storeId);

      const [audit] = await ctx.db
        .insert(scrapingAudits)
        .values({ storeId, status: 'running', startTime: t(9) })
        .returning({ id: scrapingAudits.id });
      const same = await ingestScrape({
        db: ctx.db,
        storeId,
        outcome: outcome(catalogue()),
        now: t(10),
        auditId: audit!.id,
      });
      expect(same).toEqual({
        productsFound: 3,
        newProducts: 0,
        historyRows: 0,
        priceChanges: 0,
        removedProducts: 0,
        events: {},
        unchanged: true,
      });
      expect(await productRows(storeId)).toEqual(before);
      const store = await storeRow(storeId);
      expect(store).toMatchObject({ catalogueHash: fingerprint, productCount: 3 });
      expect(store.lastScrapedAt?.toISOString()).toBe(t(10).toISOString());
      expect(store.catalogueHashAt?.toISOString()).toBe(t(10).toISOString());
      const [comp] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
      expect(comp).toMatchObject({ productCount: 3 });
      expect(comp!.lastScraped?.toISOString()).toBe(t(10).toISOString());
      const [row] = await ctx.db.select().from(scrapingAudits).where(eq(scrapingAudits.id, audit!.id));
      expect(row).toMatchObject({ status: 'success', productsFound: 3, priceChanges: 0 });
      expect(row!.metadata).toMatchObject({ unchanged: true, historyRows: 0, removedProducts: 0 });
      expect(await historyCount()).toBe(4);

      // Listed in another order: compared in full, which finds nothing to write either.
      const reordered = await ingestScrape({
        db: ctx.db,
        storeId,
        outcome: outcome(catalogue().reverse()),
        now: t(20),
      });
      expect(reordered).toMatchObject({ unchanged: false, historyRows: 0, events: {}, removedProducts: 0 });
      expect(await productRows(storeId)).toEqual(before);
    });

    it('compares in full once the listing differs, and keeps the removal when the shorter listing comes again', async () => {
      const { storeId } = await seedTrackedStore(ctx.db);
      await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });
      const moved = catalogue();
      moved[2]!.variants[0]!.price = '2.00';
      const up = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(moved), now: t(10) });
      expect(up).toMatchObject({ unchanged: false, historyRows: 1, events: { price_increase: 1 } });

      const shorter = () => catalogue().slice(0, 2);
      const gone = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(shorter()), now: t(20) });
      expect(gone).toMatchObject({ unchanged: false, removedProducts: 1, events: { product_removed: 1 } });
      const again = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(shorter()), now: t(30) });
      expect(again).toMatchObject({ unchanged: true, productsFound: 2, removedProducts: 0 });
      expect((await storeRow(storeId)).productCount).toBe(2);
    });

    it('compares the listing in full after a partial scrape changed the store', async () => {
      const { storeId } = await seedTrackedStore(ctx.db);
      await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });
      const fingerprint = (await storeRow(storeId)).catalogueHash;

      // Partial: product 1 alone, with a new price. Nothing is removed; the fingerprint is cleared.
      const partial = catalogue().slice(0, 1);
      partial[0]!.variants[0]!.price = '25.00';
      const cut = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(partial, false), now: t(10) });
      expect(cut).toMatchObject({ unchanged: false, historyRows: 1, removedProducts: 0 });
      expect(await storeRow(storeId)).toMatchObject({ catalogueHash: null, catalogueHashAt: null });

      // The first listing again: the same fingerprint as the first scrape, but the price it lists must be
      // written back and its move recorded.
      const back = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(20) });
      expect(back).toMatchObject({ unchanged: false, historyRows: 1, events: { price_increase: 1 } });
      expect(await priceOf('11')).toBe('30.00');
      expect((await storeRow(storeId)).catalogueHash).toBe(fingerprint);
    });

    it('is not trusted after a successful ingest that did not write it (an older version of the app)', async () => {
      const { storeId } = await seedTrackedStore(ctx.db);
      await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(0) });
      // What an ingest unaware of the fingerprint leaves after a price move: the price, the product's hash of
      // that listing and a later last success, next to the fingerprint of the listing before.
      await ctx.db.update(variants).set({ price: '33.00' }).where(eq(variants.externalId, '11'));
      await ctx.db.update(products).set({ contentHash: 'older' }).where(eq(products.externalId, '1'));
      await ctx.db
        .update(stores)
        .set({ lastSuccessAt: t(10) })
        .where(eq(stores.id, storeId));

      const back = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(20) });
      expect(back).toMatchObject({ unchanged: false, historyRows: 1, events: { price_decrease: 1 } });
      expect(await priceOf('11')).toBe('30.00');
      const store = await storeRow(storeId);
      expect(store.catalogueHashAt?.toISOString()).toBe(t(20).toISOString());
      const next = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue()), now: t(30) });
      expect(next.unchanged).toBe(true);
    });
  });
});
