// Sizes the benchmarks need, and the request log the pacing tests read.

import { afterAll, describe, expect, it } from 'vitest';
import { FakeStore, startFakeShopify, type FakeShopify } from './index.ts';

const running: FakeShopify[] = [];
afterAll(() => Promise.all(running.map((f) => f.close())));

describe('catalogue size', () => {
  it('creates a 30,000-product catalogue in well under a few seconds', () => {
    const started = performance.now();
    const store = new FakeStore({ products: 30_000, variantsPerProduct: 3 });
    const ms = performance.now() - started;
    console.log(`30,000 products × 3 variants created in ${ms.toFixed(0)} ms`);
    expect(store.products).toHaveLength(30_000);
    expect(new Set(store.products.map((p) => p.handle)).size).toBe(30_000);
    expect(ms).toBeLessThan(20_000); // a guard against hangs; the speed itself is for bench/
    const grow = performance.now();
    store.setCatalogSize(35_000);
    expect(store.products).toHaveLength(35_000);
    expect(performance.now() - grow).toBeLessThan(10_000);
  });

  it('is deterministic for a seed', () => {
    const a = new FakeStore({ products: 20, seed: 9 });
    const b = new FakeStore({ products: 20, seed: 9 });
    const c = new FakeStore({ products: 20, seed: 10 });
    const digest = (s: FakeStore) =>
      s.products.map((p) => `${p.id}:${p.title}:${p.variants.map((v) => v.price).join()}`);
    expect(digest(a)).toEqual(digest(b));
    expect(digest(a)).not.toEqual(digest(c));
  });

  it('serves a 10,000 × 3 catalogue through full pagination quickly', async () => {
    const fake = await startFakeShopify({ stores: [{ products: 10_000, variantsPerProduct: 3 }] });
    running.push(fake);
    const store = fake.stores[0] as FakeStore;
    const fetchAll = async () => {
      const started = performance.now();
      let count = 0;
      let variants = 0;
      for (let page = 1; ; page++) {
        const res = await fetch(`${store.url}/products.json?limit=250&page=${page}`);
        const { products } = (await res.json()) as { products: { variants: unknown[] }[] };
        count += products.length;
        for (const p of products) variants += p.variants.length;
        if (products.length < 250) break;
      }
      return { count, variants, ms: performance.now() - started };
    };
    const cold = await fetchAll();
    const warm = await fetchAll();
    console.log(`10,000 × 3 full pagination: ${cold.ms.toFixed(0)} ms cold, ${warm.ms.toFixed(0)} ms warm`);
    expect(cold).toMatchObject({ count: 10_000, variants: 30_000 });
    expect(warm.ms).toBeLessThan(10_000);
    expect(store.requests(/products\.json/)).toHaveLength(82);
  });
});

describe('request log', () => {
  it('records method, path, headers and monotonic arrival times; computes spacing and parallelism', async () => {
    const fake = await startFakeShopify({ stores: [{ products: 5 }] });
    running.push(fake);
    const store = fake.stores[0] as FakeStore;
    for (const path of ['/meta.json', '/products.json?limit=1', '/products.json?limit=1&page=2']) {
      await fetch(`${store.url}${path}`, { headers: { 'user-agent': 'RivalwatchBot/1.0' } }).then((r) =>
        r.text(),
      );
      await new Promise((r) => setTimeout(r, 120));
    }
    const log = store.requests();
    expect(log.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/meta.json', 200],
      ['GET', '/products.json?limit=1', 200],
      ['GET', '/products.json?limit=1&page=2', 200],
    ]);
    expect(log[0]?.headers['user-agent']).toBe('RivalwatchBot/1.0');
    const gaps = store.requestGaps();
    expect(gaps).toHaveLength(2);
    expect(store.minRequestGap()).toBeGreaterThanOrEqual(115);
    expect(store.requestGaps(/products/)).toHaveLength(1);
    expect(store.maxInFlight).toBe(1);
    // A wide latency, so the three requests overlap even on a loaded machine (100 ms flaked under CI load).
    store.setLatency(1000);
    await Promise.all([1, 2, 3].map(() => fetch(`${store.url}/meta.json`).then((r) => r.text())));
    expect(store.maxInFlight).toBe(3);
    store.clearRequests();
    expect(store.requests()).toHaveLength(0);
  });
});
