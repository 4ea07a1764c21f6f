// Past the 25,000 cap (collections, then the product sitemap) and stores with products.json disabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let big: FakeStore;
let small: FakeStore;
let hugeIds: FakeStore;

beforeAll(async () => {
  t = await startTestStores([
    { name: 'Big', products: 30_000, variantsPerProduct: 1, seed: 5 },
    { name: 'Small', products: 180, variantsPerProduct: 3, seed: 6 },
    { name: 'Huge Ids', products: 30, hugeIds: true, seed: 7 },
  ]);
  [big, small, hugeIds] = t.stores as [FakeStore, FakeStore, FakeStore];
}, 60_000);
afterAll(() => stopTestStores(t));

const ids = (products: { externalId: string }[]) => new Set(products.map((p) => p.externalId));

describe('the 25,000 cap', () => {
  it.each([400, 200] as const)(
    'reads all 30,000 products through collections (cap answered %i)',
    async (status) => {
      big.setCapStatus(status);
      big.clearRequests();
      const { outcome, stats } = await readCatalogue(fastOptions(big, t));
      expect(outcome.complete).toBe(true);
      expect(outcome.method).toBe('http');
      expect(outcome.products).toHaveLength(30_000);
      expect(ids(outcome.products)).toEqual(new Set(big.products.map((p) => p.id)));
      const capped = big.requests(/^\/products\.json\?limit=250&page=101$/);
      expect(capped.map((r) => r.status)).toEqual([status]);
      expect(big.requests(/^\/collections\.json/).length).toBeGreaterThan(0);
      expect(big.requests(/^\/collections\/[^/]+\/products\.json/).length).toBeGreaterThan(0);
      expect(big.requests(/sitemap/)).toHaveLength(0);
      expect(stats.pages).toBe(big.requests(/products\.json\?limit=250/).length - 1);
    },
    60_000,
  );

  it('falls back to the product sitemap when collections cannot reach every product', async () => {
    const hidden = big.collections.list().find((c) => c.handle !== 'frontpage');
    big.setCollectionEmpty(hidden!.handle, true);
    big.clearRequests();
    try {
      const { outcome } = await readCatalogue(fastOptions(big, t));
      expect(outcome.complete).toBe(true);
      expect(outcome.method).toBe('sitemap');
      expect(outcome.products).toHaveLength(30_000);
      expect(ids(outcome.products)).toEqual(new Set(big.products.map((p) => p.id)));
      expect(big.requests(/^\/sitemap_products_\d+\.xml\?from=\d+&to=\d+$/)).toHaveLength(6);
      // Only products neither the listing nor a collection showed are fetched one by one.
      const jsFetches = big.requests(/^\/products\/[^/]+\.js$/).length;
      expect(jsFetches).toBeGreaterThan(0);
      expect(jsFetches).toBeLessThan(5_000);
    } finally {
      big.setCollectionEmpty(hidden!.handle, false);
    }
  }, 60_000);
});

describe('products.json disabled', () => {
  it.each([404, 403])(
    'reads the whole catalogue through the sitemap and .js (answered %i)',
    async (status) => {
      const normal = await readCatalogue(fastOptions(small, t));
      small.setMode('products-json-disabled', { status });
      small.clearRequests();
      try {
        const probe = await probeStore(fastOptions(small, t));
        expect(probe).toMatchObject({ isShopify: true, productsJsonAvailable: false });
        const { outcome } = await readCatalogue(fastOptions(small, t));
        expect(outcome.complete).toBe(true);
        expect(outcome.method).toBe('sitemap');
        expect(outcome.products).toHaveLength(180);
        expect(small.requests(/^\/products\/[^/]+\.js$/)).toHaveLength(180);
        // The .js shape (integer subunit prices, protocol-relative images) ends up exactly like products.json.
        const sitemapById = new Map(outcome.products.map((p) => [p.externalId, p]));
        for (const p of normal.outcome.products) {
          expect(sitemapById.get(p.externalId)).toEqual({ ...p, updatedAt: null });
        }
      } finally {
        small.reset();
      }
    },
  );

  it('keeps ids above 2^53 exact and null prices null on the sitemap route too', async () => {
    const first = hugeIds.products[0]!;
    hugeIds.priceAs(null, [first.variants[0]!.id]);
    hugeIds.setMode('products-json-disabled');
    const { outcome } = await readCatalogue(fastOptions(hugeIds, t));
    const expected = expectedProducts(hugeIds);
    const byId = new Map(outcome.products.map((p) => [p.externalId, p]));
    for (const e of expected) {
      const got = byId.get(e.externalId);
      expect(got?.variants.map((v) => ({ externalId: v.externalId, price: v.price }))).toEqual(
        e.variants.map((v) => ({ externalId: v.externalId, price: v.price })),
      );
    }
    expect(byId.get(hugeIds.emittedId(first.id))?.variants[0]?.price).toBeNull();
  });
});
