// A listing read against the digests of the last one: pages with the same bytes are not parsed (ADR 008).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStore } from '../../../../tools/fake-shopify/index.ts';
import { readCatalogue } from './read-catalogue';
import { pageDigest } from './storefront-request';
import {
  expectedProducts,
  fastOptions,
  startTestStores,
  stopTestStores,
  type TTestStores,
} from './test-helpers';

let t: TTestStores;
let store: FakeStore;
let noListing: FakeStore;

beforeAll(async () => {
  t = await startTestStores([
    { name: 'Northpeak Outfitters', products: 600, variantsPerProduct: 3, seed: 3 },
    { name: 'Sitemap Only', products: 30 },
  ]);
  [store, noListing] = t.stores as [FakeStore, FakeStore];
});
afterEach(() => {
  for (const s of t.stores) s.reset();
});
afterAll(() => stopTestStores(t));

const read = (
  digests?: string[],
  onProgress?: (p: { pagesFetched: number; productsFound: number }) => void,
) =>
  readCatalogue({
    ...fastOptions(store, t),
    knownListing: digests && { digests, products: 600 },
    onProgress,
  });

const ids = (products: { externalId: string }[]) => products.map((p) => p.externalId);

describe('readCatalogue with a known listing', () => {
  it('digests every products.json page of a complete listing: the sha256 of its bytes', async () => {
    const { outcome } = await read();
    expect(outcome.listing).toEqual({ digests: expect.any(Array), unchanged: false });
    expect(outcome.listing!.digests).toHaveLength(3);
    expect(new Set(outcome.listing!.digests).size).toBe(3);
    const page2 = await fetch(`${store.url}/products.json?limit=250&page=2`);
    expect(outcome.listing!.digests[1]).toBe(pageDigest(new Uint8Array(await page2.arrayBuffer())));
    expect(outcome.products).toHaveLength(600);
  });

  it('parses nothing when every page has the known bytes, and says so', async () => {
    const first = await read();
    const progress: { pagesFetched: number; productsFound: number }[] = [];
    const { outcome, stats } = await read(first.outcome.listing!.digests, (p) => progress.push(p));
    expect(outcome).toMatchObject({ complete: true, method: 'http', products: [] });
    expect(outcome.listing).toEqual({ digests: first.outcome.listing!.digests, unchanged: true });
    expect(outcome.shop).toEqual(first.outcome.shop);
    expect(stats.pages).toBe(3);
    // Two full pages, then the known listing's count.
    expect(progress).toEqual([
      { pagesFetched: 1, productsFound: 250 },
      { pagesFetched: 2, productsFound: 500 },
      { pagesFetched: 3, productsFound: 600 },
    ]);
  });

  it('parses the kept pages too once a later page differs: the whole catalogue, exactly', async () => {
    const first = await read();
    const last = store.products[599]!;
    store.setPrice(last.variants[0]!.id, '1234.50');
    const { outcome } = await read(first.outcome.listing!.digests);
    expect(outcome.listing!.unchanged).toBe(false);
    expect(outcome.listing!.digests.slice(0, 2)).toEqual(first.outcome.listing!.digests.slice(0, 2));
    expect(outcome.listing!.digests[2]).not.toBe(first.outcome.listing!.digests[2]);
    expect(ids(outcome.products)).toEqual(ids(first.outcome.products));
    expect(outcome.products[599]!.variants[0]!.price).toBe('1234.50');
    expect(outcome.products.map((p) => ({ externalId: p.externalId, variants: p.variants.length }))).toEqual(
      expectedProducts(store).map((p) => ({ externalId: p.externalId, variants: p.variants.length })),
    );
  });

  it('reads in full when the first page differs, and when the listing grew or shrank', async () => {
    const first = await read();
    const known = first.outcome.listing!.digests;

    store.updateProduct(store.products[0]!.id, { title: 'Renamed' });
    const renamed = await read(known);
    expect(renamed.outcome.listing!.unchanged).toBe(false);
    expect(renamed.outcome.products).toHaveLength(600);
    expect(renamed.outcome.products.find((p) => p.title === 'Renamed')).toBeDefined();
    store.reset();

    store.addProduct({ title: 'Launch' });
    const grown = await read(known);
    expect(grown.outcome.listing!.unchanged).toBe(false);
    expect(grown.outcome.products).toHaveLength(601);
    store.reset();

    for (const p of store.products.slice(500, 600)) store.removeProduct(p.id);
    const shrunk = await read(known);
    expect(shrunk.outcome.complete).toBe(true);
    expect(shrunk.outcome.listing).toEqual({
      digests: known.slice(0, 2).concat(expect.any(String)),
      unchanged: false,
    });
    expect(shrunk.outcome.products).toHaveLength(500);
  });

  it('keeps what the kept pages hold when a later page fails for good: a partial read, not a failure', async () => {
    const first = await read();
    store.failNext(10, 503, { paths: /products\.json\?limit=250&page=3/ });
    const { outcome, incomplete } = await read(first.outcome.listing!.digests);
    expect(outcome.complete).toBe(false);
    expect(outcome.listing).toBeUndefined();
    expect(incomplete?.error?.type).toBe('unavailable');
    expect(ids(outcome.products)).toEqual(ids(first.outcome.products).slice(0, 500));
  });

  it('never skips on digests it was not given, nor has a listing without products.json', async () => {
    const first = await read();
    const other = await read(first.outcome.listing!.digests.map((d) => d.replace(/^./, '_')));
    expect(other.outcome.listing!.unchanged).toBe(false);
    expect(other.outcome.products).toHaveLength(600);

    noListing.setMode('products-json-disabled');
    const { outcome } = await readCatalogue({
      ...fastOptions(noListing, t),
      knownListing: { digests: ['x'], products: 30 },
    });
    expect(outcome).toMatchObject({ complete: true, method: 'sitemap' });
    expect(outcome.products).toHaveLength(30);
    expect(outcome.listing).toBeUndefined();
  });
});
