// 429/430/503/5xx and network failures: backoff, Retry-After, host-wide blocks and the retry budget.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStore } from '../../../../tools/fake-shopify/index.ts';
import { createHostPacer } from './host-pacer';
import { readCatalogue } from './read-catalogue';
import { ScrapeError } from './scrape-error';
import { fastOptions, startTestStores, stopTestStores, type TTestStores } from './test-helpers';

let t: TTestStores;
let store: FakeStore;

beforeAll(async () => {
  t = await startTestStores([{ products: 600 }]);
  store = t.stores[0] as FakeStore;
});
afterEach(() => store.reset());
afterAll(() => stopTestStores(t));

async function failure(promise: Promise<unknown>): Promise<ScrapeError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ScrapeError);
  return err as ScrapeError;
}

/** Gap between the arrival of request `i` and the one after it. */
const gapAfter = (i: number) => store.requestGaps()[i] ?? NaN;

describe('retries', () => {
  it('backs off exponentially through a 429 storm without Retry-After, then reads everything', async () => {
    store.failNext(3, 429);
    const { outcome, stats } = await readCatalogue(fastOptions(store, t, { retry: { baseDelayMs: 40 } }));
    expect(outcome.complete).toBe(true);
    expect(outcome.products).toHaveLength(600);
    expect(stats.retries).toBe(3);
    expect(
      store
        .requests()
        .slice(0, 4)
        .map((r) => r.status),
    ).toEqual([429, 429, 429, 200]);
    expect(gapAfter(0)).toBeGreaterThanOrEqual(40);
    expect(gapAfter(1)).toBeGreaterThanOrEqual(80);
    expect(gapAfter(2)).toBeGreaterThanOrEqual(160);
  });

  it('waits as long as Retry-After says (1 s)', async () => {
    store.failNext(1, 429, { retryAfter: 1 });
    const { outcome, stats } = await readCatalogue(fastOptions(store, t));
    expect(outcome.complete).toBe(true);
    expect(stats.retries).toBe(1);
    expect(gapAfter(0)).toBeGreaterThanOrEqual(1000);
  });

  it('fails with rate_limited and retryAfterMs when the storm outlasts the retry budget', async () => {
    store.failNext(10, 429);
    const pacer = createHostPacer({ minGapMs: 0 });
    const err = await failure(readCatalogue(fastOptions(store, t, { pacer })));
    expect(err).toMatchObject({
      type: 'rate_limited',
      httpStatus: 429,
      message: 'Rate limited by the store',
    });
    expect(err.retryAfterMs).toBe(20 * 2 ** 3);
    expect(store.requests()).toHaveLength(4);
    // The host stays blocked for every worker of the process until then.
    expect(pacer.blockedUntil(store.hostPort).untilMs).toBeGreaterThan(Date.now());
  });

  it('gives up at once when Retry-After is longer than a scrape may wait', async () => {
    store.failNext(1, 429, { retryAfter: 120 });
    const err = await failure(readCatalogue(fastOptions(store, t)));
    expect(err).toMatchObject({ type: 'rate_limited', retryAfterMs: 120_000 });
    expect(store.requests()).toHaveLength(1);
  });

  it('does not send anything while another worker has the host blocked past the deadline', async () => {
    const pacer = createHostPacer({ minGapMs: 0 });
    pacer.block(store.hostPort, Date.now() + 10_000, 'blocked');
    const err = await failure(readCatalogue(fastOptions(store, t, { pacer, deadlineMs: 2_000 })));
    expect(err.type).toBe('blocked');
    expect(err.retryAfterMs).toBeGreaterThan(9_000);
    expect(store.requests()).toHaveLength(0);
  });

  it('reports a persistent 430 as blocked', async () => {
    store.failNext(10, 430);
    const err = await failure(readCatalogue(fastOptions(store, t)));
    expect(err).toMatchObject({
      type: 'blocked',
      httpStatus: 430,
      message: 'The store is blocking our requests',
    });
    expect(err.retryAfterMs).toBeGreaterThan(0);
  });

  it('honours Retry-After on 503, in seconds and as an HTTP date', async () => {
    store.failNext(1, 503, { retryAfter: 1 });
    const first = await readCatalogue(fastOptions(store, t));
    expect(first.outcome.complete).toBe(true);
    expect(gapAfter(0)).toBeGreaterThanOrEqual(1000);

    store.clearRequests();
    store.failNext(1, 503, { retryAfter: new Date(Date.now() + 2000).toUTCString() });
    const second = await readCatalogue(fastOptions(store, t));
    expect(second.outcome.complete).toBe(true);
    expect(gapAfter(0)).toBeGreaterThanOrEqual(900);
  });

  it('reports a lasting 503 as unavailable, and retries other 5xx', async () => {
    store.failNext(10, 503);
    const err = await failure(readCatalogue(fastOptions(store, t)));
    expect(err).toMatchObject({ type: 'unavailable', httpStatus: 503 });
    expect(err.message).toBe('The store is temporarily unavailable');

    store.reset();
    store.failNext(2, 500);
    store.failNext(1, 502);
    const { outcome, stats } = await readCatalogue(fastOptions(store, t));
    expect(outcome.complete).toBe(true);
    expect(stats.retries).toBe(3);
  });

  it('makes a second read of the same store wait out the first one’s Retry-After', async () => {
    const pacer = createHostPacer({ minGapMs: 0 });
    store.failNext(1, 429, { retryAfter: 1, paths: /page=2/ });
    const [a, b] = await Promise.all([
      readCatalogue(fastOptions(store, t, { pacer })),
      readCatalogue(fastOptions(store, t, { pacer })),
    ]);
    expect(a.outcome.complete && b.outcome.complete).toBe(true);
    const log = store.requests();
    const throttled = log.findIndex((r) => r.status === 429);
    expect(log[throttled + 1]!.at - log[throttled]!.at).toBeGreaterThanOrEqual(1000);
    expect(store.maxInFlight).toBe(1);
  });

  it('keeps what was read when a page fails for good mid-scrape (429 storm, dropped connections)', async () => {
    store.failNext(10, 429, { paths: /limit=250&page=2/ });
    const throttled = await readCatalogue(fastOptions(store, t));
    expect(throttled.outcome.complete).toBe(false);
    expect(throttled.outcome.products).toHaveLength(250);
    expect(throttled.incomplete?.error).toMatchObject({ type: 'rate_limited', retryAfterMs: 160 });

    store.reset();
    store.setMode('connection-reset', { paths: /limit=250&page=3/ });
    const reset = await readCatalogue(fastOptions(store, t));
    expect(reset.outcome.complete).toBe(false);
    expect(reset.outcome.products).toHaveLength(500);
    expect(reset.incomplete?.error?.type).toBe('network');
    expect(reset.incomplete?.error?.message).toMatch(/^Could not reach the store/);
    expect(reset.stats.retries).toBe(3);
  });
});
