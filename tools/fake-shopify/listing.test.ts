// products.json: pagination, clamps, the 25,000 cap (both statuses), collections past the cap, key order, escaping.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from './index.ts';
import { get, getJson, type ListedProduct } from './test-helpers.ts';

let fake: FakeShopify;
let small: FakeStore;
let big: FakeStore;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      { products: 75, seed: 11 },
      { products: 30_000, seed: 12 },
    ],
  });
  [small, big] = fake.stores as [FakeStore, FakeStore];
});
afterAll(() => fake.close());

const page = async (store: FakeStore, query: string, path = '/products.json') =>
  (await getJson<{ products: ListedProduct[] }>(`${store.url}${path}${query}`)).body.products;

describe('pagination', () => {
  it('defaults to 30 and pages without overlap, then answers an empty list', async () => {
    const p1 = await page(small, '');
    const p2 = await page(small, '?page=2');
    const p3 = await page(small, '?page=3');
    expect([p1.length, p2.length, p3.length]).toEqual([30, 30, 15]);
    const ids = [...p1, ...p2, ...p3].map((p) => p.id);
    expect(new Set(ids).size).toBe(75);
    const past = await get(`${small.url}/products.json?page=4`);
    expect(past.status).toBe(200);
    expect(past.text).toBe('{"products":[]}');
  });

  it('clamps limit to 250, falls back to 30 below 1 or for NaN, and counts page below 1 as 1', async () => {
    expect((await page(big, '?limit=1000')).length).toBe(250);
    expect((await page(small, '?limit=0')).length).toBe(30);
    expect((await page(small, '?limit=-3')).length).toBe(30);
    expect((await page(small, '?limit=abc')).length).toBe(30);
    const first = await page(small, '?limit=5&page=1');
    expect((await page(small, '?limit=5&page=0')).map((p) => p.id)).toEqual(first.map((p) => p.id));
    expect((await page(small, '?limit=5&page=-2')).map((p) => p.id)).toEqual(first.map((p) => p.id));
    expect((await page(small, '?limit=5&page=x')).map((p) => p.id)).toEqual(first.map((p) => p.id));
  });

  it('serves the same list at /collections/all/products.json', async () => {
    const a = await page(small, '?limit=50');
    const b = await page(small, '?limit=50', '/collections/all/products.json');
    expect(b.map((p) => p.id)).toEqual(a.map((p) => p.id));
  });
});

describe('the 25,000 cap', () => {
  it('allows page × limit = 25,000 and refuses beyond it with HTTP 400 by default', async () => {
    expect((await page(big, '?limit=250&page=100')).length).toBe(250);
    const over = await get(`${big.url}/products.json?limit=250&page=101`);
    expect(over.status).toBe(400);
    expect(over.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(over.text)).toEqual({ errors: 'Page * Limit exceeds the 25000 limit.' });
  });

  it('can answer the cap with HTTP 200 and no products key', async () => {
    big.setCapStatus(200);
    const over = await get(`${big.url}/products.json?limit=30&page=834`);
    big.setCapStatus(400);
    expect(over.status).toBe(200);
    expect(JSON.parse(over.text)).toEqual({ errors: 'Page * Limit exceeds the 25000 limit.' });
  });

  it('lets a crawler reach all 30,000 products through collections, each obeying the cap', async () => {
    const { body } = await getJson<{ collections: { handle: string; products_count: number }[] }>(
      `${big.url}/collections.json?limit=250`,
    );
    const seen = new Set<number>();
    for (const c of body.collections) {
      for (let p = 1; ; p++) {
        const products = await page(big, `?limit=250&page=${p}`, `/collections/${c.handle}/products.json`);
        for (const product of products) seen.add(product.id);
        if (products.length < 250) break;
      }
      expect(c.products_count).toBeLessThanOrEqual(5000);
    }
    expect(seen.size).toBe(30_000);
    const capped = await get(
      `${big.url}/collections/${body.collections[1]?.handle}/products.json?limit=250&page=101`,
    );
    expect(capped.status).toBe(400);
  });
});

describe('JSON form', () => {
  it('writes keys in Shopify order', async () => {
    const [product] = (
      await getJson<{ products: Record<string, unknown>[] }>(`${small.url}/products.json?limit=1`)
    ).body.products as [Record<string, unknown>];
    expect(Object.keys(product)).toEqual([
      ...['id', 'title', 'handle', 'body_html', 'published_at', 'created_at', 'updated_at', 'vendor'],
      ...['product_type', 'tags', 'variants', 'images', 'options'],
    ]);
    const variant = (product.variants as Record<string, unknown>[])[0] as Record<string, unknown>;
    expect(Object.keys(variant)).toEqual([
      ...[
        'id',
        'title',
        'option1',
        'option2',
        'option3',
        'sku',
        'requires_shipping',
        'taxable',
        'featured_image',
      ],
      ...[
        'available',
        'price',
        'grams',
        'compare_at_price',
        'position',
        'product_id',
        'created_at',
        'updated_at',
      ],
    ]);
    const withImage = small.products.find((p) => p.images.length > 0);
    const listed = (await page(small, '?limit=250')).find(
      (p) => p.id === Number(withImage?.id),
    ) as unknown as {
      images: Record<string, unknown>[];
    };
    expect(Object.keys(listed.images[0] as object)).toEqual([
      ...[
        'id',
        'created_at',
        'position',
        'updated_at',
        'product_id',
        'variant_ids',
        'src',
        'width',
        'height',
      ],
    ]);
    expect(Object.keys((product.options as object[])[0] as object)).toEqual(['name', 'position', 'values']);
  });

  it('escapes / and < like Shopify and writes plausible values', async () => {
    const res = await get(`${small.url}/products.json?limit=250`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.text).toContain('\\u003cp\\u003e');
    expect(res.text).toContain('\\u003c\\/p\\u003e');
    expect(res.text).toContain('https:\\/\\/cdn.shopify.com\\/s\\/files\\/1\\/');
    expect(res.text).not.toMatch(/[<>]/);
    const products = (JSON.parse(res.text) as { products: ListedProduct[] }).products;
    const prices = products.flatMap((p) => p.variants);
    expect(prices.every((v) => typeof v.price === 'string' && /^\d+\.\d{2}$/.test(v.price))).toBe(true);
    expect(prices.some((v) => v.compare_at_price === null)).toBe(true);
    expect(
      prices.some((v) => v.compare_at_price !== null && Number(v.compare_at_price) > Number(v.price)),
    ).toBe(true);
    expect(
      prices.some((v) => v.compare_at_price !== null && Number(v.compare_at_price) <= Number(v.price)),
    ).toBe(true);
    expect(products.every((p) => p.id > 2 ** 32 && p.variants.every((v) => v.id > 2 ** 32))).toBe(true);
    expect(res.text).toMatch(/"created_at":"20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d-05:00"/);
    expect(new Set(products.map((p) => p.title)).size).toBeGreaterThan(50);
  });

  it('gives a single-variant product the Default Title option', async () => {
    const solo = await startFakeShopify({ stores: [{ products: 3, variantsPerProduct: 1 }] });
    try {
      const [p] = (
        await getJson<{ products: Record<string, unknown>[] }>(`${solo.stores[0]?.url}/products.json`)
      ).body.products as [{ variants: { title: string; option1: string }[]; options: unknown[] }];
      expect(p.variants).toHaveLength(1);
      expect(p.variants[0]).toMatchObject({ title: 'Default Title', option1: 'Default Title' });
      expect(p.options).toEqual([{ name: 'Title', position: 1, values: ['Default Title'] }]);
    } finally {
      await solo.close();
    }
  });
});
