// The other endpoints: meta.json, /products/{handle}.json and .js, sitemaps, robots.txt, home page, headers.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from './index.ts';
import { get, getJson, getWithHost } from './test-helpers.ts';

let fake: FakeShopify;
let store: FakeStore;
let jpy: FakeStore;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      { name: 'Northpeak', products: 40, currency: 'EUR', sitemapChunkSize: 15, markets: { USD: 1.1 } },
      { name: 'Kyoto Goods', products: 5, currency: 'JPY', utcOffset: '+09:00' },
    ],
    hostRouting: true,
  });
  [store, jpy] = fake.stores as [FakeStore, FakeStore];
});
afterAll(() => fake.close());

describe('meta.json', () => {
  it('has every key of the doc, in order, with the base currency and counts', async () => {
    const { body } = await getJson<Record<string, unknown>>(`${store.url}/meta.json`);
    expect(Object.keys(body)).toEqual([
      ...['id', 'name', 'city', 'province', 'country', 'currency', 'domain', 'url', 'myshopify_domain'],
      ...['description', 'ships_to_countries', 'money_format', 'published_collections_count'],
      'published_products_count',
    ]);
    expect(body).toMatchObject({
      name: 'Northpeak',
      currency: 'EUR',
      myshopify_domain: 'northpeak.myshopify.com',
      published_products_count: 40,
      money_format: '€{{amount_with_comma_separator}}',
    });
  });
});

describe('product endpoints', () => {
  it('/products/{handle}.json has the old shape', async () => {
    const product = store.products[0];
    if (!product) throw new Error('no product');
    store.setCompareAt(product.variants[0]?.id ?? '', null);
    const { body } = await getJson<{ product: Record<string, unknown> }>(
      `${store.url}/products/${product.handle}.json`,
    );
    const p = body.product;
    expect(typeof p.tags).toBe('string');
    expect(p.tags).toBe(product.tags.join(', '));
    const variants = p.variants as Record<string, unknown>[];
    expect(variants[0]).not.toHaveProperty('available');
    expect(variants[0]?.compare_at_price).toBe('');
    expect(variants[0]?.price_currency).toBe('EUR');
    expect(variants[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('/products/{handle}.js has subunit integer prices, available, protocol-relative images', async () => {
    const product = store.products.find((p) => p.images.length > 0 && p.variants.some((v) => v.available));
    if (!product) throw new Error('no product with images');
    const res = await get(`${store.url}/products/${product.handle}.js`);
    expect(res.status).toBe(200);
    const js = JSON.parse(res.text) as Record<string, unknown> & { variants: Record<string, unknown>[] };
    expect(js.available).toBe(true);
    expect(js.variants[0]).toHaveProperty('available');
    expect(js.variants[0]?.price).toBe(Math.round(Number(product.variants[0]?.price) * 100));
    expect((js.images as string[])[0]).toMatch(/^\/\/cdn\.shopify\.com\//);
  });

  it('.js prices are × 100 even for a currency without subunits', async () => {
    const product = jpy.products[0];
    const js = (await getJson<{ variants: { price: number }[] }>(`${jpy.url}/products/${product?.handle}.js`))
      .body;
    expect(product?.variants[0]?.price).toMatch(/^\d+00\.00$/);
    expect(js.variants[0]?.price).toBe(Number(product?.variants[0]?.price) * 100);
    const listed = await get(`${jpy.url}/products.json?limit=1`);
    expect(listed.text).toMatch(/"created_at":"[^"]+\+09:00"/);
  });

  it('answers 404 for an unknown handle', async () => {
    expect((await get(`${store.url}/products/nope.js`)).status).toBe(404);
    expect((await get(`${store.url}/products/nope.json`)).status).toBe(404);
    expect((await get(`${store.url}/products/%E0.js`)).status).toBe(404);
    expect((await get(`${store.url}/meta.json`, { headers: { cookie: 'cart_currency=%E0' } })).status).toBe(
      200,
    );
  });
});

describe('sitemaps and robots', () => {
  it('lists product sitemaps split by id range; each starts with the home page', async () => {
    const index = await get(`${store.url}/sitemap.xml`);
    expect(index.text).toContain('<sitemapindex');
    const locs = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      (m[1] ?? '').replaceAll('&amp;', '&'),
    );
    const productMaps = locs.filter((l) => l.includes('sitemap_products_'));
    expect(productMaps).toHaveLength(3);
    expect(locs.some((l) => l.includes('sitemap_collections_1.xml'))).toBe(true);
    const handles: string[] = [];
    for (const loc of productMaps) {
      const xml = await get(loc);
      expect(xml.status).toBe(200);
      const urls = [...xml.text.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(urls[0]).toBe(`${store.url}/`);
      handles.push(...urls.slice(1).map((u) => u.replace(`${store.url}/products/`, '')));
      expect(xml.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    }
    expect(handles.sort()).toEqual(store.products.map((p) => p.handle).sort());
  });

  it('answers 400 to a product sitemap without from/to', async () => {
    expect((await get(`${store.url}/sitemap_products_1.xml`)).status).toBe(400);
    expect((await get(`${store.url}/sitemap_products_1.xml?from=1`)).status).toBe(400);
  });

  it('robots.txt mentions Shopify and the sitemap', async () => {
    const robots = await get(`${store.url}/robots.txt`);
    expect(robots.text).toContain('Shopify');
    expect(robots.text).toContain(`Sitemap: ${store.url}/sitemap.xml`);
  });
});

describe('storefront identity', () => {
  it('home page names the shop and loads cdn.shopify.com assets; headers and cookies look like Shopify', async () => {
    const home = await get(`${store.url}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.text).toContain('Shopify.shop = "northpeak.myshopify.com"');
    expect(home.text).toContain('cdn.shopify.com');
    expect(home.headers.get('powered-by')).toBe('Shopify');
    expect(home.headers.get('x-shopid')).toBe(String(store.shopId));
    expect(home.headers.get('x-sorting-hat-shopid')).toBe(String(store.shopId));
    const cookies = home.headers.getSetCookie().join('\n');
    for (const name of ['_shopify_y=', '_shopify_s=', 'cart_currency=EUR', 'localization=US']) {
      expect(cookies).toContain(name);
    }
  });

  it('serves a market currency pinned by cookies and says so in cart_currency', async () => {
    const res = await get(`${store.url}/products.json?limit=1`, {
      headers: { cookie: 'localization=US; cart_currency=USD' },
    });
    const base = Number(store.products[0]?.variants[0]?.price);
    const served = (JSON.parse(res.text) as { products: { variants: { price: string }[] }[] }).products[0];
    expect(Number(served?.variants[0]?.price)).toBeCloseTo(base * 1.1, 2);
    expect(res.headers.getSetCookie().join('\n')).toContain('cart_currency=USD');
  });

  it('routes by Host on the shared server (store-N.localhost, slug.localhost, myshopify domain)', async () => {
    const port = Number(new URL(fake.hostRoutingUrl ?? '').port);
    for (const host of ['store-2.localhost', 'kyoto-goods.localhost', 'kyoto-goods.myshopify.com']) {
      const res = await getWithHost(port, host, '/meta.json');
      expect(JSON.parse(res.text)).toMatchObject({ myshopify_domain: 'kyoto-goods.myshopify.com' });
    }
    expect((await getWithHost(port, 'unknown.localhost', '/meta.json')).status).toBe(404);
    expect(jpy.hostUrl).toBe(`http://kyoto-goods.localhost:${port}`);
  });
});
