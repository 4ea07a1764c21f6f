// Full catalogue reads against the fake store over real HTTP: exact products, prices, ids and changes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStore } from '../../../../tools/fake-shopify/index.ts';
import { probeStore } from './probe-store';
import { readCatalogue } from './read-catalogue';
import {
  expectedProducts,
  fastOptions,
  startTestStores,
  stopTestStores,
  type TTestStores,
} from './test-helpers';

let t: TTestStores;
let store: FakeStore;
let huge: FakeStore;
let euro: FakeStore;

beforeAll(async () => {
  t = await startTestStores([
    { name: 'Northpeak Outfitters', products: 600, variantsPerProduct: 3, seed: 3 },
    { name: 'Huge Ids', products: 40, hugeIds: true },
    { name: 'Markets', products: 10, currency: 'USD', markets: { EUR: 0.9 }, visitorCurrency: 'EUR' },
  ]);
  [store, huge, euro] = t.stores as [FakeStore, FakeStore, FakeStore];
});
afterEach(() => {
  for (const s of t.stores) s.reset();
});
afterAll(() => stopTestStores(t));

const summary = (products: Awaited<ReturnType<typeof readCatalogue>>['outcome']['products']) =>
  products.map((p) => ({
    externalId: p.externalId,
    handle: p.handle,
    title: p.title,
    tags: p.tags,
    variants: p.variants.map((v) => ({
      externalId: v.externalId,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      available: v.available,
    })),
  }));

describe('readCatalogue', () => {
  it('reads a 600-product store with 3 variants exactly, in 3 pages of 250', async () => {
    const progress: { pagesFetched: number; productsFound: number }[] = [];
    const { outcome, stats, footprint } = await readCatalogue({
      ...fastOptions(store, t),
      onProgress: (p) => progress.push(p),
    });
    expect(outcome.complete).toBe(true);
    expect(outcome.method).toBe('http');
    expect(outcome.products).toHaveLength(600);
    expect(outcome.products.flatMap((p) => p.variants)).toHaveLength(1800);
    expect(summary(outcome.products)).toEqual(expectedProducts(store));
    expect(outcome.shop).toEqual({
      name: 'Northpeak Outfitters',
      currency: 'USD',
      country: 'US',
      myshopifyDomain: store.myshopifyDomain,
    });

    const first = outcome.products[0]!;
    const source = store.products[0]!;
    expect(first.url).toBe(`${store.url}/products/${source.handle}`);
    expect(first.imageUrl).toBe(source.images[0]?.src ?? null);
    expect(first.description).not.toMatch(/[<>]/);
    expect(first.description).toContain(`Vendor: ${source.vendor}`);
    expect(first.vendor).toBe(source.vendor);
    expect(first.productType).toBe(source.productType);
    expect(first.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00$/);
    expect(first.variants.map((v) => v.position)).toEqual([1, 2, 3]);
    expect(first.variants[0]!.sku).toBe(source.variants[0]!.sku);
    // Some generated variants are on sale, some have no compare-at price, some are sold out.
    const variants = outcome.products.flatMap((p) => p.variants);
    expect(variants.some((v) => v.compareAtPrice === null)).toBe(true);
    expect(
      variants.some((v) => v.compareAtPrice !== null && Number(v.compareAtPrice) > Number(v.price)),
    ).toBe(true);
    expect(variants.some((v) => !v.available)).toBe(true);

    const listing = store.requests(/^\/products\.json\?limit=250/).map((r) => r.path);
    expect(listing).toEqual([1, 2, 3].map((n) => `/products.json?limit=250&page=${n}`));
    // Two probe requests, three listing pages, the home page (what the store runs on) and the best-selling
    // order (its HTML page and the JSON that agrees with it).
    expect(stats).toMatchObject({ requests: 8, retries: 0, pages: 3, lastStatus: 200 });
    expect(
      store
        .requests()
        .map((r) => r.path)
        .slice(-3),
    ).toEqual([
      '/',
      '/collections/all?sort_by=best-selling',
      '/collections/all/products.json?sort_by=best-selling&limit=100',
    ]);
    expect(footprint).toMatchObject({ theme: { name: 'Dawn', schemaVersion: '15.0.0' }, apps: [] });
    expect(stats.responseTimeMs).toBeGreaterThan(0);
    expect(progress).toEqual([
      { pagesFetched: 1, productsFound: 250 },
      { pagesFetched: 2, productsFound: 500 },
      { pagesFetched: 3, productsFound: 600 },
    ]);
    expect(store.requests()[0]?.headers['user-agent']).toMatch(/^Rivalwatch\/1\.0 \(\+https?:\/\/.+\)$/);
  });

  it('sees a product vanish (complete read without it) and come back', async () => {
    const gone = store.products[10]!;
    store.removeProduct(gone.id);
    const without = await readCatalogue(fastOptions(store, t));
    expect(without.outcome.complete).toBe(true);
    expect(without.outcome.products).toHaveLength(599);
    expect(without.outcome.products.some((p) => p.externalId === gone.id)).toBe(false);

    store.addProduct(gone);
    const back = await readCatalogue(fastOptions(store, t));
    expect(back.outcome.products).toHaveLength(600);
    const again = back.outcome.products.find((p) => p.externalId === gone.id);
    expect(again?.handle).toBe(gone.handle);
    expect(again?.variants.map((v) => v.externalId)).toEqual(gone.variants.map((v) => v.id));
  });

  it('turns prices written as "" or null into null, and compare-at "" into null', async () => {
    const [a, b, c] = store.products[0]!.variants;
    store.priceAs('', [a!.id]);
    store.priceAs(null, [b!.id]);
    store.setCompareAt(c!.id, '');
    const { outcome } = await readCatalogue(fastOptions(store, t));
    const variants = outcome.products[0]!.variants;
    expect(variants.map((v) => v.price)).toEqual([null, null, c!.price]);
    expect(variants[2]!.compareAtPrice).toBeNull();
  });

  it('keeps ids above 2^53 exact, sent as numbers and as strings', async () => {
    const expected = expectedProducts(huge);
    expect(BigInt(expected[0]!.externalId)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    const raw = await (await fetch(`${huge.url}/products.json?limit=1`)).text();
    expect(raw).toMatch(/^\{"products":\[\{"id":9\d{15},/);
    const asNumbers = await readCatalogue(fastOptions(huge, t));
    expect(summary(asNumbers.outcome.products)).toEqual(expected);

    huge.emitIdsAsStrings(true);
    huge.clearRequests();
    const asStrings = await readCatalogue(fastOptions(huge, t));
    expect(summary(asStrings.outcome.products)).toEqual(expected);
  });

  it('pins the base currency of meta.json when the store would serve the visitor another one', async () => {
    const { outcome } = await readCatalogue(fastOptions(euro, t));
    expect(outcome.shop.currency).toBe('USD');
    expect(summary(outcome.products)).toEqual(expectedProducts(euro));
    const listing = euro.requests(/limit=250/)[0];
    expect(listing?.headers.cookie).toBe('cart_currency=USD');
  });
});

describe('probeStore', () => {
  it('reports a Shopify store with its identity from meta.json', async () => {
    const probe = await probeStore(fastOptions(store, t));
    expect(probe).toEqual({
      isShopify: true,
      productsJsonAvailable: true,
      publishedProductsCount: 600,
      shop: {
        name: 'Northpeak Outfitters',
        currency: 'USD',
        country: 'US',
        myshopifyDomain: store.myshopifyDomain,
      },
    });
    expect(store.requests().map((r) => r.path)).toEqual(['/products.json?limit=1', '/meta.json']);
  });

  it('falls back to the host, the cart_currency cookie and Shopify.shop when meta.json is missing', async () => {
    euro.failNext(1, 404, { paths: /^\/meta\.json/ });
    const probe = await probeStore(fastOptions(euro, t));
    expect(probe.shop).toEqual({
      name: '127.0.0.1',
      currency: 'EUR',
      country: null,
      myshopifyDomain: euro.myshopifyDomain,
    });
    expect(probe.publishedProductsCount).toBeNull();
  });
});
