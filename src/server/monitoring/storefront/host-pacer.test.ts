// Per-host pacing: one request at a time, gaps with jitter, blocks every caller respects; over real HTTP too.
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStore } from '../../../../tools/fake-shopify/index.ts';
import { createHostPacer, HostBlockedError } from './host-pacer';
import { readCatalogue } from './read-catalogue';
import { fastOptions, startTestStores, stopTestStores, type TTestStores } from './test-helpers';

const GAP = 30;

describe('createHostPacer', () => {
  it('runs one caller at a time per host, each at least the gap after the previous one ended', async () => {
    const pacer = createHostPacer({ minGapMs: GAP });
    const spans: { start: number; end: number }[] = [];
    let running = 0;
    let maxRunning = 0;
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const release = await pacer.acquire('shop.example:443');
        running++;
        maxRunning = Math.max(maxRunning, running);
        const start = performance.now();
        await new Promise((r) => setTimeout(r, 5));
        running--;
        spans.push({ start, end: performance.now() });
        release();
      }),
    );
    expect(maxRunning).toBe(1);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i]!.start - spans[i - 1]!.end).toBeGreaterThanOrEqual(GAP - 1);
    }
  });

  it('adds jitter of up to 25 % of the gap and keeps hosts apart', async () => {
    const pacer = createHostPacer({ minGapMs: 100, random: () => 1 });
    (await pacer.acquire('a.example'))();
    const started = performance.now();
    (await pacer.acquire('b.example'))();
    expect(performance.now() - started).toBeLessThan(50);
    (await pacer.acquire('a.example'))();
    expect(performance.now() - started).toBeGreaterThanOrEqual(124);
  });

  it('makes every caller wait out a block, and fails a caller whose wait limit comes first', async () => {
    const pacer = createHostPacer({ minGapMs: 0 });
    const until = Date.now() + 300;
    pacer.block('shop.example', until, 'rate_limited');
    expect(pacer.blockedUntil('shop.example')).toEqual({ untilMs: until, reason: 'rate_limited' });
    await expect(pacer.acquire('shop.example', { waitLimitAt: Date.now() + 100 })).rejects.toBeInstanceOf(
      HostBlockedError,
    );
    const release = await pacer.acquire('shop.example');
    expect(Date.now()).toBeGreaterThanOrEqual(until);
    release();
    expect(pacer.blockedUntil('shop.example').untilMs).toBe(0);
  });

  it('lets a cancelled waiter leave without breaking the queue', async () => {
    const pacer = createHostPacer({ minGapMs: 0 });
    const first = await pacer.acquire('h');
    const controller = new AbortController();
    const cancelled = pacer.acquire('h', { signal: controller.signal });
    const third = pacer.acquire('h');
    controller.abort(new Error('stop'));
    await expect(cancelled).rejects.toThrow('stop');
    first();
    (await third)();
  });
});

describe('pacing over HTTP', () => {
  let t: TTestStores;
  let store: FakeStore;
  let other: FakeStore;
  beforeAll(async () => {
    t = await startTestStores([{ products: 600 }, { products: 600 }]);
    [store, other] = t.stores as [FakeStore, FakeStore];
  });
  afterEach(() => t.stores.forEach((s) => s.reset()));
  afterAll(() => stopTestStores(t));

  it('spaces requests by the gap and never runs two at once, even for two reads of one store', async () => {
    const pacer = createHostPacer({ minGapMs: GAP });
    const [a, b] = await Promise.all([
      readCatalogue(fastOptions(store, t, { pacer })),
      readCatalogue(fastOptions(store, t, { pacer })),
    ]);
    expect(a.outcome.products).toHaveLength(600);
    expect(b.outcome.products).toHaveLength(600);
    // Each: 2 probes, 3 listing pages, the home page, the best-selling page and its JSON.
    expect(store.requests()).toHaveLength(16);
    expect(store.maxInFlight).toBe(1);
    expect(store.minRequestGap()).toBeGreaterThanOrEqual(GAP);
  });

  it('paces each store separately: two stores are read side by side', async () => {
    const pacer = createHostPacer({ minGapMs: 60 });
    await Promise.all([
      readCatalogue(fastOptions(store, t, { pacer })),
      readCatalogue(fastOptions(other, t, { pacer })),
    ]);
    // Both stores' requests overlap in time: neither waited for the other.
    const [a, b] = [store.requests(), other.requests()];
    expect(b[0]!.at).toBeLessThan(a.at(-1)!.at);
    expect(a[0]!.at).toBeLessThan(b.at(-1)!.at);
    expect(store.minRequestGap()).toBeGreaterThanOrEqual(60);
    expect(other.minRequestGap()).toBeGreaterThanOrEqual(60);
  });
});
