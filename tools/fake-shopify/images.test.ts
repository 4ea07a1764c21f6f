// selfImages: the store names and serves its own product pictures, so a demo shows images without internet.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from './index.ts';
import { get, getJson } from './test-helpers.ts';

type Listed = { handle: string; images: { src: string }[] };

let fake: FakeShopify;
let own: FakeStore;
let cdn: FakeStore;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      { name: 'Own Pictures', products: 30, seed: 5, selfImages: true },
      { name: 'Cdn Pictures', products: 5, seed: 5 },
    ],
  });
  [own, cdn] = fake.stores as [FakeStore, FakeStore];
});
afterAll(() => fake.close());

describe('product pictures', () => {
  it('point at the store itself and are served there as SVG', async () => {
    const { body } = await getJson<{ products: Listed[] }>(`${own.url}/products.json`);
    const srcs = body.products.flatMap((p) => p.images.map((i) => i.src));
    expect(srcs.length).toBeGreaterThan(20);
    for (const src of srcs) expect(src.startsWith(`${own.url}/cdn/shop/files/`)).toBe(true);

    const picture = await get(srcs[0]!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Another picture of another product looks different.
    expect((await get(srcs.at(-1)!)).text).not.toBe(picture.text);
  });

  it('also for products added later, and 404 past a product’s pictures', async () => {
    const added = own.addProduct({ title: 'Late Arrival Lamp' });
    const { body } = await getJson<{ product: Listed }>(`${own.url}/products/${added.handle}.json`);
    const src = body.product.images[0]?.src;
    if (src) expect((await get(src)).status).toBe(200);
    expect((await get(`${own.url}/cdn/shop/files/${added.handle}-9.svg`)).status).toBe(404);
    expect((await get(`${own.url}/cdn/shop/files/no-such-product-1.svg`)).status).toBe(404);
  });

  it('stay on cdn.shopify.com without the option', async () => {
    const { body } = await getJson<{ products: Listed[] }>(`${cdn.url}/products.json`);
    const srcs = body.products.flatMap((p) => p.images.map((i) => i.src));
    for (const src of srcs) expect(src).toMatch(/^https:\/\/cdn\.shopify\.com\//);
  });
});
