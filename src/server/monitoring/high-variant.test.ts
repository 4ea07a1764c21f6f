// A product with more variants than the storefront lists (R129), read by real scrapes of the fake store over HTTP.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from '../../../tools/fake-shopify';
import { changeEvents, products, stores, variants } from '../db/schema';
import { getProductDetail } from '../products/get-product-detail';
import { seedTrackedStore } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { scrapeStore } from './scrape-store';
import { cutListing } from './variant-cap';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
let fake: FakeShopify;
let shop: FakeStore;
beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [{ name: 'Many Sizes', products: 12, variantsPerProduct: 2, seed: 9 }],
  });
  shop = fake.stores[0]!;
  env.ALLOWED_PRIVATE_HOSTS = shop.hostPort;
});
afterEach(() => shop.reset());
afterAll(async () => fake?.close());

describe('cutListing', () => {
  it('calls a listing cut only at a known cap with options that combine to more', () => {
    const list = (n: number) => Array.from({ length: n });
    expect(cutListing({ variants: list(250), optionCombinations: 600 })).toEqual({
      visible: 250,
      estimated: 600,
    });
    expect(cutListing({ variants: list(100), optionCombinations: 120 })).toEqual({
      visible: 100,
      estimated: 120,
    });
    // Read in full: every combination listed, fewer than a cap, or no options to go by.
    expect(cutListing({ variants: list(250), optionCombinations: 250 })).toBeNull();
    expect(cutListing({ variants: list(249), optionCombinations: 600 })).toBeNull();
    expect(cutListing({ variants: list(250), optionCombinations: null })).toBeNull();
    expect(cutListing({ variants: list(250) })).toBeNull();
  });
});

describe('a high-variant product whose listing is cut', () => {
  const ctx = useTestApp({ env });

  it('is marked partial and never reported as losing variants or selling out', async () => {
    const seeded = await seedTrackedStore(ctx.db);
    const storeId = seeded.storeId;
    await ctx.db.update(stores).set({ url: shop.url }).where(eq(stores.id, storeId));
    const sizes = Array.from({ length: 15 }, (_, i) => `EU ${34 + i}`);
    const colours = Array.from({ length: 40 }, (_, i) => `Colour ${i + 1}`);
    const big = shop.addHighVariantProduct({
      title: 'Every Size Sneaker',
      price: '120.00',
      options: [
        ['Size', sizes],
        ['Colour', colours],
      ],
    });
    expect(big.variants).toHaveLength(600);
    shop.setVariantCap(250);
    const ordinary = shop.catalogue.products.find((p) => p.id !== big.id)!;
    const scrape = () =>
      scrapeStore({ db: ctx.db, storeId, readCatalogue: ctx.storefront.readCatalogue, trigger: 'manual' });

    expect(await scrape()).toMatchObject({ status: 'success' });
    const [row] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.title, 'Every Size Sneaker')));
    expect(row).toMatchObject({ variantsVisible: 250, variantsEstimated: 600, available: true });
    const live = () =>
      ctx.db
        .select({ id: variants.id })
        .from(variants)
        .where(and(eq(variants.productId, row!.id), isNull(variants.removedAt)));
    expect(await live()).toHaveLength(250);

    // The storefront now shows another 250 (the first 50 moved to the end), and every variant it shows sold out;
    // an ordinary product really loses a variant.
    big.variants.push(...big.variants.splice(0, 50));
    for (const v of big.variants.slice(0, 250)) shop.setAvailable(v.id, false);
    shop.removeVariant(ordinary.variants[1]!.id);
    expect(await scrape()).toMatchObject({ status: 'success' });

    // Nothing of the cut product is gone: the 50 no longer shown stay, the 50 now shown are added.
    expect(await live()).toHaveLength(300);
    const removed = await ctx.db
      .select({ productId: variants.productId })
      .from(variants)
      .where(and(eq(variants.storeId, storeId), isNotNull(variants.removedAt)));
    expect(removed).toHaveLength(1);
    expect(removed[0]!.productId).not.toBe(row!.id);
    // Sold out as far as the listing shows, but variants it hides may be in stock: no stock event, still available.
    const events = await ctx.db
      .select({ type: changeEvents.type })
      .from(changeEvents)
      .where(and(eq(changeEvents.storeId, storeId), eq(changeEvents.productId, row!.id)));
    expect(events.map((e) => e.type)).not.toContain('out_of_stock');
    expect(events.map((e) => e.type)).not.toContain('product_removed');
    const [after] = await ctx.db.select().from(products).where(eq(products.id, row!.id));
    expect(after).toMatchObject({ available: true, variantsVisible: 250, variantsEstimated: 600 });

    // The product page's answer says how much is visible.
    const detail = await getProductDetail({
      db: ctx.db,
      accountId: seeded.userId,
      productId: String(row!.id),
    });
    expect(detail).toMatchObject({ variantsVisible: 250, variantsEstimated: 600, available: true });
    expect(detail.variants.filter((v) => v.removedAt === null)).toHaveLength(300);
  });
});
