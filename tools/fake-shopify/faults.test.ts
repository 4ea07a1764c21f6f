// Fault modes and queued failures, over real HTTP.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from './index.ts';
import { get, getWithHost } from './test-helpers.ts';

let fake: FakeShopify;
let store: FakeStore;

beforeAll(async () => {
  fake = await startFakeShopify({ stores: [{ name: 'Faulty', products: 40 }], hostRouting: true });
  store = fake.stores[0] as FakeStore;
});
afterEach(() => store.reset());
afterAll(() => fake.close());

describe('modes', () => {
  it('password: JSON routes redirect to /password, which answers the HTML password page', async () => {
    store.setMode('password');
    const res = await get(`${store.url}/products.json`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${store.url}/password`);
    const followed = await fetch(`${store.url}/meta.json`);
    expect(followed.url).toBe(`${store.url}/password`);
    expect(followed.headers.get('content-type')).toContain('text/html');
    expect(await followed.text()).toContain('type="password"');
    expect((await get(`${store.url}/robots.txt`)).status).toBe(200);
  });

  it('html: JSON routes answer 200 text/html', async () => {
    store.setMode('html');
    const res = await get(`${store.url}/products.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text.startsWith('<!doctype html>')).toBe(true);
  });

  it('truncated-json: a JSON content type with a body that does not parse', async () => {
    store.setMode('truncated-json');
    const res = await get(`${store.url}/products.json?limit=5`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.text.startsWith('{"products":[')).toBe(true);
    expect(() => JSON.parse(res.text)).toThrow();
  });

  it('huge-body: streams 50 MB of products JSON without a Content-Length', async () => {
    store.setMode('huge-body');
    const res = await fetch(`${store.url}/products.json`);
    expect(res.headers.get('content-length')).toBeNull();
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    expect(bytes).toBeGreaterThanOrEqual(50 * 1024 * 1024);
  });

  it('huge-body: can announce its length, and a client can abort it early', async () => {
    store.setMode('huge-body', { bytes: 5_000_000, withContentLength: true });
    const controller = new AbortController();
    const res = await fetch(`${store.url}/products.json`, { signal: controller.signal });
    expect(Number(res.headers.get('content-length'))).toBeGreaterThanOrEqual(5_000_000);
    controller.abort();
    store.setMode('normal');
    expect((await get(`${store.url}/meta.json`)).status).toBe(200);
  });

  it('slow-trickle: the body arrives a few bytes at a time', async () => {
    store.setMode('slow-trickle', { chunkBytes: 8, intervalMs: 20 });
    const started = performance.now();
    const res = await fetch(`${store.url}/meta.json`);
    const headersAt = performance.now() - started;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.value?.length).toBeLessThanOrEqual(16);
    await reader.cancel();
    expect(headersAt).toBeLessThan(1000);
    const timed = await fetch(`${store.url}/products.json`, { signal: AbortSignal.timeout(300) })
      .then((r) => r.text())
      .catch((e: Error) => e.name);
    expect(timed).toBe('TimeoutError');
  });

  it('products-json-disabled: 404 (or 403) on products.json while the sitemap and .js still work', async () => {
    store.setMode('products-json-disabled');
    expect((await get(`${store.url}/products.json`)).status).toBe(404);
    expect((await get(`${store.url}/collections/all/products.json`)).status).toBe(404);
    expect((await get(`${store.url}/sitemap.xml`)).status).toBe(200);
    expect((await get(`${store.url}/products/${store.products[0]?.handle}.js`)).status).toBe(200);
    const port = Number(new URL(fake.hostRoutingUrl ?? '').port);
    expect((await getWithHost(port, store.myshopifyDomain, '/products.json')).status).toBe(200);
    store.setMode('products-json-disabled', { status: 403 });
    expect((await get(`${store.url}/products.json`)).status).toBe(403);
  });

  it('challenge: 403 with an HTML page; connection-reset: a network error', async () => {
    store.setMode('challenge');
    const challenged = await get(`${store.url}/products.json`);
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('content-type')).toContain('text/html');
    store.setMode('connection-reset');
    await expect(fetch(`${store.url}/products.json`).then((r) => r.text())).rejects.toThrow();
  });
});

describe('failNext', () => {
  it('answers 429 without Retry-After for the next N requests, then recovers', async () => {
    store.failNext(3, 429);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await get(`${store.url}/products.json`);
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toBeNull();
    }
    expect(statuses).toEqual([429, 429, 429, 200]);
  });

  it('answers 503 with Retry-After, 430 and 500', async () => {
    store.failNext(1, 503, { retryAfter: 7 });
    store.failNext(1, 430);
    store.failNext(1, 500);
    const a = await get(`${store.url}/products.json`);
    expect([a.status, a.headers.get('retry-after')]).toEqual([503, '7']);
    expect((await get(`${store.url}/products.json`)).status).toBe(430);
    expect((await get(`${store.url}/products.json`)).status).toBe(500);
    expect(store.faults.pendingFailures).toBe(0);
  });

  it('can target paths only', async () => {
    store.failNext(1, 429, { paths: /products\.json/, retryAfter: 2 });
    expect((await get(`${store.url}/meta.json`)).status).toBe(200);
    expect((await get(`${store.url}/products.json`)).status).toBe(429);
  });

  it('throttle: refuses requests that come too fast or in parallel', async () => {
    store.setThrottle({ minGapMs: 200, maxInFlight: 1 });
    const [a, b] = await Promise.all([get(`${store.url}/meta.json`), get(`${store.url}/meta.json`)]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
    await new Promise((r) => setTimeout(r, 250));
    expect((await get(`${store.url}/meta.json`)).status).toBe(200);
  });
});
