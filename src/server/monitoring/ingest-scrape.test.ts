import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeEvents, competitors, priceHistory, products, stores, variants } from '../db/schema';
import { outcome, product, seedTrackedStore, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { ingestScrape } from './ingest-scrape';

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

const baseCatalogue = () => [
  product('1', [
    variant('11', { title: 'Small', price: '30.00', position: 1 }),
    variant('12', { title: 'Large', price: '25.00', available: false, position: 2 }),
  ]),
  product('2', [variant('21', { price: '89.00', compareAtPrice: '120.00' })]),
  product('3', [variant('31', { price: '1.00' })]),
];

describe('ingestScrape', () => {
  const ctx = useTestApp();

  async function eventsOf(storeId: string) {
    return ctx.db
      .select()
      .from(changeEvents)
      .where(eq(changeEvents.storeId, storeId))
      .orderBy(asc(changeEvents.id));
  }

  it('takes the first scrape as a baseline: history per variant, derived product prices, no events', async () => {
    const { storeId, competitorId } = await seedTrackedStore(ctx.db);
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()), now: t(0) });
    expect(summary).toMatchObject({ productsFound: 3, historyRows: 4, newProducts: 0, removedProducts: 0 });
    expect(await eventsOf(storeId)).toHaveLength(0);

    const rows = await ctx.db
      .select()
      .from(products)
      .where(eq(products.storeId, storeId))
      .orderBy(asc(products.externalId));
    // Lowest price among available variants: the unavailable Large at 25.00 does not count.
    expect(rows.map((r) => [r.externalId, r.currentPrice, r.compareAtPrice, r.available])).toEqual([
      ['1', '30.00', null, true],
      ['2', '89.00', '120.00', true],
      ['3', '1.00', null, true],
    ]);
    const [comp] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    expect(comp).toMatchObject({ status: 'active', productCount: 3, errorMessage: null });
    expect(comp!.lastScraped?.toISOString()).toBe(t(0).toISOString());
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, storeId));
    expect(store).toMatchObject({ productCount: 3, currency: 'USD', consecutiveFailures: 0 });
  });

  it('writes nothing for an unchanged re-scrape', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()), now: t(0) });
    const again = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()), now: t(10) });
    expect(again).toMatchObject({
      historyRows: 0,
      priceChanges: 0,
      newProducts: 0,
      removedProducts: 0,
      events: {},
    });
    const [{ n }] = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(priceHistory)) as [
      { n: number },
    ];
    expect(n).toBe(4);
  });

  it('records price moves per variant with exact percentages, including +1900 %', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()), now: t(0) });
    const next = baseCatalogue();
    next[0]!.variants[0]!.price = '27.00';
    next[2]!.variants[0]!.price = '20.00';
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(next), now: t(10) });
    expect(summary).toMatchObject({ historyRows: 2, priceChanges: 2 });
    const events = await eventsOf(storeId);
    expect(events.map((e) => [e.type, e.variantTitle, e.oldPrice, e.newPrice, e.percentageChange])).toEqual([
      ['price_decrease', 'Small', '30.00', '27.00', '-10.00'],
      ['price_increase', null, '1.00', '20.00', '1900.00'],
    ]);
    const [p1] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.externalId, '1')));
    expect(p1!.currentPrice).toBe('27.00');
  });

  it('detects discounts starting, deepening and ending', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()), now: t(0) });
    const next = baseCatalogue();
    next[0]!.variants[0]!.compareAtPrice = '40.00'; // started: 25 % off
    next[1]!.variants[0]!.price = '60.00'; // deepened: 25.8 % → 50 % off
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(next), now: t(10) });
    const third = structuredClone(next);
    third[1]!.variants[0]!.compareAtPrice = null; // ended
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(third), now: t(20) });
    const types = (await eventsOf(storeId)).map((e) => [e.type, e.percentageChange]);
    expect(types).toEqual([
      ['discount_started', '25.00'],
      ['price_decrease', '-32.58'],
      ['discount_deepened', '50.00'],
      ['discount_ended', null],
    ]);
  });

  it('tracks stock per product, launches after the baseline, and removals only on complete scrapes', async () => {
    const { storeId, competitorId } = await seedTrackedStore(ctx.db);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()), now: t(0) });

    const soldOut = baseCatalogue();
    soldOut[0]!.variants[0]!.available = false;
    soldOut.push(product('4', [variant('41', { price: '5.00' })]));
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(soldOut), now: t(10) });
    expect((await eventsOf(storeId)).map((e) => e.type)).toEqual(['out_of_stock', 'new_product']);

    // A partial scrape that misses products 2 and 3 removes nothing.
    const partial = soldOut.filter((p) => p.externalId === '1' || p.externalId === '4');
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(partial, false), now: t(20) });
    const live = await ctx.db
      .select()
      .from(products)
      .where(sql`${products.storeId} = ${storeId} AND ${products.removedAt} IS NULL`);
    expect(live).toHaveLength(4);

    // A complete one does, keeping their history; the product comes back later with history intact.
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(partial, true), now: t(30) });
    expect((await eventsOf(storeId)).filter((e) => e.type === 'product_removed')).toHaveLength(2);
    const [comp] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    expect(comp!.productCount).toBe(2);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(soldOut), now: t(40) });
    const back = await ctx.db
      .select()
      .from(products)
      .where(sql`${products.storeId} = ${storeId} AND ${products.removedAt} IS NULL`);
    expect(back).toHaveLength(4);
    const history = await ctx.db
      .select()
      .from(priceHistory)
      .innerJoin(variants, eq(variants.id, priceHistory.variantId))
      .where(eq(variants.externalId, '21'));
    expect(history).toHaveLength(1);
  });

  it('detects a store-wide sale as one event', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    const many = Array.from({ length: 10 }, (_, i) =>
      product(`${100 + i}`, [variant(`${1000 + i}`, { price: '50.00' })]),
    );
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(many), now: t(0) });
    const onSale = structuredClone(many);
    for (const p of onSale.slice(0, 6)) p.variants[0]!.compareAtPrice = '62.50'; // 20 % off
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(onSale), now: t(10) });
    const sale = (await eventsOf(storeId)).filter((e) => e.type === 'store_wide_sale');
    expect(sale).toHaveLength(1);
    expect(sale[0]!.percentageChange).toBe('20.00');
    expect(sale[0]!.metadata).toMatchObject({ productsOnSale: 6, catalogueSize: 10 });
  });

  it('derives prices from sold-out variants too, and retires a variant its product no longer lists', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    const soldOut = [
      product('7', [
        variant('71', { price: '12.00', compareAtPrice: '15.00', available: false }),
        variant('72', { price: '9.00', compareAtPrice: '11.00', available: false, position: 2 }),
        variant('73', { price: null, available: false, position: 3 }),
      ]),
      product('8', []),
    ];
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(soldOut), now: t(0) });
    const productRows = async () =>
      (
        await ctx.db
          .select()
          .from(products)
          .where(eq(products.storeId, storeId))
          .orderBy(asc(products.externalId))
      ).map((r) => [r.externalId, r.currentPrice, r.compareAtPrice, r.available]);
    expect(await productRows()).toEqual([
      ['7', '9.00', '11.00', false],
      ['8', null, null, false],
    ]);

    const fewer = structuredClone(soldOut);
    fewer[0]!.variants.splice(1, 1); // 72 is no longer listed
    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(fewer), now: t(10) });
    expect(summary.historyRows).toBe(0);
    const rows = await ctx.db
      .select()
      .from(variants)
      .where(eq(variants.storeId, storeId))
      .orderBy(asc(variants.externalId));
    expect(rows.map((v) => [v.externalId, v.removedAt?.toISOString() ?? null])).toEqual([
      ['71', null],
      ['72', t(10).toISOString()],
      ['73', null],
    ]);
    expect(await productRows()).toEqual([
      ['7', '12.00', '15.00', false],
      ['8', null, null, false],
    ]);
  });

  it('keeps missing prices as null and writes nothing when a scrape fails half-way', async () => {
    const { storeId } = await seedTrackedStore(ctx.db);
    const odd = [
      product('5', [variant('51', { price: null }), variant('52', { price: '3.50', position: 2 })]),
    ];
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(odd), now: t(0) });
    const [p] = await ctx.db.select().from(products).where(eq(products.storeId, storeId));
    expect(p!.currentPrice).toBe('3.50');

    const broken = [product('6', [variant('61', { price: 'not-a-price' })])];
    await expect(
      ingestScrape({ db: ctx.db, storeId, outcome: outcome(broken), now: t(10) }),
    ).rejects.toThrow();
    const rows = await ctx.db.select().from(products).where(eq(products.storeId, storeId));
    expect(rows.map((r) => r.externalId)).toEqual(['5']);
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, storeId));
    expect(store!.lastScrapedAt?.toISOString()).toBe(t(0).toISOString());
  });
});
