// How much the client adds over fetching and parsing the same pages alone (10,000 products × 3, pacing off).
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '@server/net';
import type { FakeStore } from '../../../../tools/fake-shopify/index.ts';
import { readCatalogue } from './read-catalogue';
import { fastOptions, startTestStores, stopTestStores, type TTestStores } from './test-helpers';

let t: TTestStores;
let store: FakeStore;

beforeAll(async () => {
  t = await startTestStores([{ products: 10_000, variantsPerProduct: 3, seed: 21 }]);
  store = t.stores[0] as FakeStore;
}, 60_000);
afterAll(() => stopTestStores(t));

async function fetchAndParseAlone(): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const res = await safeFetch(`${store.url}/products.json?limit=250&page=${page}`, {
      dispatcher: t.dispatcher,
    });
    const { products } = JSON.parse(res.text()) as { products: unknown[] };
    count += products.length;
    if (products.length < 250) return count;
  }
}

describe('read speed', () => {
  it('reads 10,000 × 3 with little overhead over fetch + JSON.parse of the same pages', async () => {
    await fetchAndParseAlone(); // warm the fake store's serialisation cache
    const alone: number[] = [];
    const client: number[] = [];
    for (let run = 0; run < 5; run++) {
      let started = performance.now();
      expect(await fetchAndParseAlone()).toBe(10_000);
      alone.push(performance.now() - started);
      started = performance.now();
      const { outcome } = await readCatalogue(fastOptions(store, t));
      client.push(performance.now() - started);
      expect(outcome.products).toHaveLength(10_000);
      expect(outcome.complete).toBe(true);
    }
    // Best of five, interleaved: the least disturbed by whatever else the machine is doing.
    const [best, baseline] = [Math.min(...client), Math.min(...alone)];
    const ratio = best / baseline;
    console.log(
      `10,000 products × 3 variants, 40 pages + 2 probe requests, pacing off: readCatalogue ${best.toFixed(0)} ms, ` +
        `fetch + JSON.parse of the same pages alone ${baseline.toFixed(0)} ms, ratio ${ratio.toFixed(2)}`,
    );
    // Measured 1.1–1.5 on a shared 2-core machine (the fake store runs in this process and competes for the
    // CPU). The bound catches a regression (say a second pass over every page) without flaking under load.
    expect(ratio).toBeLessThan(3); // loose: a busy CI machine skews one side; bench/ measures the real ratio
  }, 120_000);
});
