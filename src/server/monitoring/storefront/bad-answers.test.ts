// Answers that are not a catalogue: password page, HTML, truncated JSON, a huge body, a slow trickle, blocks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSafeDispatcher, type SafeDispatcher } from '@server/net';
import type { FakeStore } from '../../../../tools/fake-shopify/index.ts';
import { createHostPacer } from './host-pacer';
import { probeStore } from './probe-store';
import { readCatalogue } from './read-catalogue';
import { ScrapeError } from './scrape-error';
import { fastOptions, startTestStores, stopTestStores, type TTestStores } from './test-helpers';

let t: TTestStores;
let store: FakeStore;
let plain: Server;
let plainUrl: string;
let plainDispatcher: SafeDispatcher;

beforeAll(async () => {
  t = await startTestStores([{ products: 600 }]);
  store = t.stores[0] as FakeStore;
  // A site that is not a Shopify store: every path answers the same HTML page, /sitemap.xml answers 404.
  plain = createServer((req, res) => {
    if (req.url === '/sitemap.xml')
      return void res.writeHead(404, { 'content-type': 'text/html' }).end('Not found');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><head><title>My blog</title></head><body><h1>Hello</h1></body></html>');
  });
  await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
  const hostPort = `127.0.0.1:${(plain.address() as AddressInfo).port}`;
  plainUrl = `http://${hostPort}`;
  plainDispatcher = createSafeDispatcher({ allowedPrivateHosts: [hostPort] });
});
afterEach(() => store.reset());
afterAll(async () => {
  await stopTestStores(t);
  await new Promise((r) => plain.close(r));
  await plainDispatcher.close();
});

async function failure(promise: Promise<unknown>): Promise<ScrapeError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ScrapeError);
  return err as ScrapeError;
}

describe('not a readable catalogue', () => {
  it('recognises a password-protected store', async () => {
    store.setMode('password');
    const probe = await failure(probeStore(fastOptions(store, t)));
    expect(probe).toMatchObject({
      type: 'password_protected',
      message: "This store is password-protected, so its catalogue can't be read.",
    });
    expect((await failure(readCatalogue(fastOptions(store, t)))).type).toBe('password_protected');
    expect(store.requests().filter((r) => r.path === '/password').length).toBeGreaterThan(0);
  });

  it('says a plain HTML site is not a Shopify store', async () => {
    const options = { ...fastOptions(store, t), baseUrl: plainUrl, dispatcher: plainDispatcher };
    const err = await failure(probeStore(options));
    expect(err).toMatchObject({ type: 'not_shopify', message: "This doesn't look like a Shopify store." });
    expect((await failure(readCatalogue(options))).type).toBe('not_shopify');
  });

  it('treats HTML instead of JSON mid-scrape as invalid_response, keeping the pages read', async () => {
    store.setMode('html', { paths: /limit=250&page=2/ });
    const partial = await readCatalogue(fastOptions(store, t));
    expect(partial.outcome.complete).toBe(false);
    expect(partial.outcome.products).toHaveLength(250);
    expect(partial.incomplete?.error).toMatchObject({ type: 'invalid_response' });

    store.setMode('html', { paths: /limit=250&page=1/ });
    const err = await failure(readCatalogue(fastOptions(store, t)));
    expect(err).toMatchObject({
      type: 'invalid_response',
      message: 'The store sent a response we could not read',
    });
  });

  it('still knows a Shopify store whose JSON routes all answer HTML, but cannot read it', async () => {
    store.setMode('html');
    const probe = await probeStore(fastOptions(store, t));
    expect(probe).toMatchObject({ isShopify: true, productsJsonAvailable: false });
    const err = await failure(readCatalogue(fastOptions(store, t)));
    expect(err.type).toBe('invalid_response');
    expect(store.requests(/\.js$/)).toHaveLength(1);
  });

  it('retries truncated JSON, then fails with invalid_response', async () => {
    store.setMode('truncated-json', { paths: /limit=250&page=1/ });
    const err = await failure(readCatalogue(fastOptions(store, t, { retry: { maxRetries: 2 } })));
    expect(err.type).toBe('invalid_response');
    expect(store.requests(/limit=250&page=1/)).toHaveLength(3);
  });

  it('refuses a 50 MB body at the 20 MB cap with a clear message', async () => {
    store.setMode('huge-body', { paths: /limit=250&page=1/ });
    const started = Date.now();
    const err = await failure(readCatalogue(fastOptions(store, t)));
    expect(err).toMatchObject({
      type: 'invalid_response',
      message: 'The store sent a response larger than the 20 MB we accept',
    });
    expect(store.requests(/limit=250&page=1/)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(10_000);

    store.setMode('huge-body', { paths: /limit=250&page=1/, bytes: 3_000_000, withContentLength: true });
    const declared = await failure(readCatalogue(fastOptions(store, t, { maxBodyBytes: 1_048_576 })));
    expect(declared.message).toBe('The store sent a response larger than the 1 MB we accept');
  });

  it('times out a slow trickle per request, after retrying', async () => {
    store.setMode('slow-trickle', { chunkBytes: 64, intervalMs: 50 });
    const err = await failure(
      probeStore(fastOptions(store, t, { requestTimeoutMs: 300, retry: { maxRetries: 1 } })),
    );
    expect(err).toMatchObject({
      type: 'timeout',
      message: 'The store took too long to answer',
      deadline: false,
    });
    expect(store.requests()).toHaveLength(2);
  });

  it('stops at the scrape deadline and returns what it read as incomplete', async () => {
    store.setMode('slow-trickle', { paths: /limit=250&page=2/, chunkBytes: 64, intervalMs: 50 });
    const started = Date.now();
    const result = await readCatalogue(
      fastOptions(store, t, { deadlineMs: 1_500, requestTimeoutMs: 60_000 }),
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(result.outcome.complete).toBe(false);
    expect(result.outcome.products).toHaveLength(250);
    expect(result.incomplete?.error).toMatchObject({ type: 'timeout', deadline: true });
  });

  it('reports a challenge on every route as blocked', async () => {
    store.setMode('challenge');
    const err = await failure(probeStore(fastOptions(store, t)));
    expect(err).toMatchObject({ type: 'blocked', httpStatus: 403 });
  });

  it('rethrows the caller’s own cancellation as it is', async () => {
    const controller = new AbortController();
    const reason = new Error('worker shutting down');
    const pacer = createHostPacer({ minGapMs: 200 });
    const reading = readCatalogue({ ...fastOptions(store, t, { pacer }), signal: controller.signal });
    setTimeout(() => controller.abort(reason), 300);
    await expect(reading).rejects.toBe(reason);
  });

  it('refuses a store on a private address that is not allow-listed', async () => {
    const err = await failure(probeStore({ ...fastOptions(store, t), dispatcher: createSafeDispatcher() }));
    expect(err.type).toBe('blocked_address');
    expect(err.message).toBe("This address points to a private or local network and can't be monitored.");
  });
});
