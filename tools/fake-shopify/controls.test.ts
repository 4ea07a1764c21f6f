// Catalogue controls: every change is visible on the next fetch.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32, startFakeShopify, type FakeShopify, type FakeStore } from './index.ts';
import { get, getJson, type ListedProduct } from './test-helpers.ts';

let fake: FakeShopify;
let store: FakeStore;

beforeAll(async () => {
  fake = await startFakeShopify({ stores: [{ products: 60, seed: 5 }] });
  store = fake.stores[0] as FakeStore;
});
afterEach(() => store.reset());
afterAll(() => fake.close());

async function all(): Promise<ListedProduct[]> {
  return (await getJson<{ products: ListedProduct[] }>(`${store.url}/products.json?limit=250`)).body.products;
}
const listedVariant = (products: ListedProduct[], id: string) =>
  products.flatMap((p) => p.variants).find((v) => String(v.id) === id);

describe('prices, compare-at and availability', () => {
  it('shows a changed price, compare-at price and availability on the next fetch', async () => {
    const variant = store.products[3]?.variants[1];
    if (!variant) throw new Error('no variant');
    store.setPrice(variant.id, '12.5');
    store.setCompareAt(variant.id, 20);
    store.setAvailable(variant.id, false);
    expect(listedVariant(await all(), variant.id)).toMatchObject({
      price: '12.50',
      compare_at_price: '20.00',
      available: false,
    });
    store.setCompareAt(variant.id, null);
    expect(listedVariant(await all(), variant.id)?.compare_at_price).toBeNull();
  });

  it('setAvailable with a product id sets all its variants', async () => {
    const product = store.products[0];
    store.setAvailable(product?.id ?? '', false);
    const js = (await getJson<{ available: boolean }>(`${store.url}/products/${product?.handle}.js`)).body;
    expect(js.available).toBe(false);
  });

  it('changeRandomPrices changes exactly the variants it returns', async () => {
    const before = new Map(store.products.flatMap((p) => p.variants).map((v) => [v.id, v.price]));
    const changed = store.changeRandomPrices(0.05, mulberry32(42));
    expect(changed).toHaveLength(Math.round(0.05 * before.size));
    const after = await all();
    const differing = after.flatMap((p) => p.variants).filter((v) => before.get(String(v.id)) !== v.price);
    expect(differing.map((v) => String(v.id)).sort()).toEqual([...changed].sort());
  });

  it('putOnSale marks a store-wide sale and endSale restores it', async () => {
    const changed = store.putOnSale(1, 0.25);
    expect(changed).toHaveLength(180);
    const onSale = (await all()).flatMap((p) => p.variants);
    expect(onSale.every((v) => Number(v.compare_at_price) > Number(v.price))).toBe(true);
    store.endSale();
    const original = new Map(store.products.flatMap((p) => p.variants).map((v) => [v.id, v.price]));
    const restored = (await all()).flatMap((p) => p.variants);
    expect(restored.every((v) => original.get(String(v.id)) === v.price)).toBe(true);
  });

  it('priceAs writes "" or null prices', async () => {
    const [a, b] = store.variantIds();
    store.priceAs('', [a ?? '']);
    store.priceAs(null, [b ?? '']);
    const products = await all();
    expect(listedVariant(products, a ?? '')?.price).toBe('');
    expect(listedVariant(products, b ?? '')?.price).toBeNull();
    expect(store.priceAs(null, 0.1)).toHaveLength(18);
  });
});

describe('products and variants', () => {
  it('adds and removes products; a removed product can come back', async () => {
    const added = store.addProduct({ title: 'Test Lamp', price: 49, vendor: 'Lumen Goods' });
    expect(added.handle).toBe('test-lamp');
    let products = await all();
    expect(products).toHaveLength(61);
    expect(products.find((p) => p.handle === 'test-lamp')?.variants[0]?.price).toBe('49.00');
    const removed = store.removeProduct(store.products[10]?.id ?? '');
    products = await all();
    expect(products.some((p) => String(p.id) === removed.id)).toBe(false);
    expect((await get(`${store.url}/products/${removed.handle}.js`)).status).toBe(404);
    store.addProduct(removed);
    products = await all();
    expect(products.find((p) => String(p.id) === removed.id)?.handle).toBe(removed.handle);
  });

  it('adds and removes variants, keeping options consistent', async () => {
    const product = store.products[2];
    if (!product) throw new Error('no product');
    const variant = store.addVariant(product.id, { price: '9.99' });
    let listed = (await all()).find((p) => String(p.id) === product.id) as unknown as {
      variants: { id: number; title: string }[];
      options: { values: string[] }[];
    };
    expect(listed.variants).toHaveLength(4);
    expect(listed.options[0]?.values).toContain(variant.option1);
    store.removeVariant(variant.id);
    store.removeVariant(product.variants[0]?.id ?? '');
    listed = (await all()).find((p) => String(p.id) === product.id) as unknown as typeof listed;
    expect(listed.variants).toHaveLength(2);
    store.removeVariant(product.variants[0]?.id ?? '');
    expect(() => store.removeVariant(product.variants[0]?.id ?? '')).toThrow(/at least one variant/);
  });

  it('setCatalogSize grows and shrinks the catalogue', async () => {
    store.setCatalogSize(300);
    expect((await all()).length).toBe(250);
    expect(
      (await getJson<{ published_products_count: number }>(`${store.url}/meta.json`)).body
        .published_products_count,
    ).toBe(300);
    store.setCatalogSize(10);
    expect((await all()).length).toBe(10);
  });
});

describe('reset', () => {
  it('restores the generated catalogue, collections and sitemap, and clears faults and the log', async () => {
    const gone = store.removeProduct(store.products[0]?.id ?? '');
    const type = `/collections/${gone.productType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/products.json?limit=250`;
    const without = (await getJson<{ products: ListedProduct[] }>(`${store.url}${type}`)).body.products;
    expect(without.some((p) => String(p.id) === gone.id)).toBe(false);
    store.failNext(5, 429);
    store.reset();
    expect(store.requests()).toHaveLength(0);
    expect(store.faults.pendingFailures).toBe(0);
    const back = (await getJson<{ products: ListedProduct[] }>(`${store.url}${type}`)).body.products;
    expect(back.some((p) => String(p.id) === gone.id)).toBe(true);
    const index = (await get(`${store.url}/sitemap.xml`)).text;
    const loc = /<loc>([^<]*sitemap_products_1[^<]*)<\/loc>/.exec(index)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect((await get(loc)).text).toContain(`/products/${gone.handle}<`);
  });
});

describe('id forms', () => {
  it('writes ids as strings, or as bare integers above 2^53', async () => {
    const id = store.products[0]?.id ?? '';
    store.emitIdsAsStrings(true);
    expect((await get(`${store.url}/products.json?limit=1`)).text).toContain(`{"id":"${id}"`);
    store.emitIdsAsStrings(false);
    store.emitHugeIds(true);
    const text = (await get(`${store.url}/products.json?limit=1`)).text;
    const huge = store.emittedId(id);
    expect(BigInt(huge)).toBeGreaterThan(2n ** 53n);
    expect(text).toContain(`{"id":${huge},`);
    store.setPrice(/"variants":\[\{"id":(\d+)/.exec(text)?.[1] ?? '', '1.00');
    expect(store.products[0]?.variants[0]?.price).toBe('1.00');
    store.emitIdsAsStrings(true);
    expect((await get(`${store.url}/products.json?limit=1`)).text).toContain(`{"id":"${huge}"`);
  });
});
