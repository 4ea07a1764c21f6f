import type http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError, FetchBlockedError, FetchTimeoutError, NetworkError } from './fetch-errors';
import { createSafeDispatcher, type SafeDispatcher } from './safe-dispatcher';
import { safeFetch, type TSafeFetchOptions } from './safe-fetch';
import { recordConnections, startHttpServer, startRawServer, type TTestServer } from './test-servers';

const MB = 1024 * 1024;
let store: TTestServer; // allow-listed
let second: TTestServer; // allow-listed, another origin
let notAllowed: TTestServer; // same host, port not allow-listed
let silent: TTestServer; // accepts, never answers
let raw: TTestServer; // close-delimited 2 MB body, no content-length
let lying: TTestServer; // content-length smaller than what it sends
let dispatcher: SafeDispatcher;
let connects: ReturnType<typeof recordConnections>;
const seen: http.IncomingHttpHeaders[] = [];

const big = Buffer.alloc(2 * MB, 'a');

function storeHandler(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.push(req.headers);
  const url = new URL(req.url ?? '/', 'http://x');
  const to = url.searchParams.get('to');
  const hops = Number(url.searchParams.get('hops') ?? 0);
  switch (url.pathname) {
    case '/redirect':
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to ?? '/' }).end();
      return;
    case '/chain':
      res.writeHead(302, { location: hops > 0 ? `/chain?hops=${hops - 1}` : '/ok' }).end();
      return;
    case '/ok':
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-shopid': '1' });
      res.end('{"products":[]}');
      return;
    case '/missing':
      res.writeHead(404, { 'retry-after': '5' }).end('nope');
      return;
    case '/big':
      res.writeHead(200, { 'content-length': String(big.length) }).end(big);
      return;
    case '/big-chunked':
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 32; i++) res.write(big.subarray(i * 65536, (i + 1) * 65536));
      res.end();
      return;
    case '/gzip-bomb':
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(big));
      return;
    case '/gzip':
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('{"products":[1,2,3]}'));
      return;
    case '/trickle': {
      res.writeHead(200, { 'content-type': 'application/json' });
      const t = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(t));
      return;
    }
    default:
      res.end('hello');
  }
}

beforeAll(async () => {
  store = await startHttpServer(storeHandler);
  second = await startHttpServer(storeHandler);
  notAllowed = await startHttpServer(storeHandler);
  silent = await startHttpServer(() => {});
  raw = await startRawServer((socket) => {
    socket.write('HTTP/1.1 200 OK\r\nconnection: close\r\n\r\n');
    socket.end(big);
  });
  lying = await startRawServer((socket) => {
    socket.write('HTTP/1.1 200 OK\r\ncontent-length: 1000\r\nconnection: close\r\n\r\n');
    socket.end(big);
  });
  dispatcher = createSafeDispatcher({
    allowedPrivateHosts: [store, second, silent, raw, lying].map((s) => `127.0.0.1:${s.port}`).join(','),
    resolve: async (host) => {
      if (host === 'rebind.example') return [{ address: '192.168.1.1', family: 4 }];
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    },
  });
});
afterAll(async () => {
  await dispatcher.close();
  await Promise.all([store, second, notAllowed, silent, raw, lying].map((s) => s.close()));
});
beforeEach(() => {
  seen.length = 0;
  connects = recordConnections();
});
afterEach(() => {
  connects.restore();
  // Whatever a test did, nothing may have connected anywhere but loopback.
  for (const a of connects.attempts) expect(a.host).toBe('127.0.0.1');
});

const fetchIt = (url: string, opts: TSafeFetchOptions = {}) => safeFetch(url, { dispatcher, ...opts });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the fetch to fail');
    },
    (e: unknown) => e,
  );

describe('safeFetch, the SSRF list', () => {
  it.each([
    'http://localhost/',
    'http://LOCALHOST./',
    'http://shop.localhost/',
    'http://printer.local/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://intranet/',
    'http://127.0.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://10.20.30.40/',
    'http://172.16.0.1/',
    'http://172.31.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'http://rebind.example/',
  ])('blocks %s before connecting', async (url) => {
    const err = await failure(fetchIt(url));
    expect(err).toBeInstanceOf(FetchBlockedError);
    expect(err).toMatchObject({
      reason: 'private_address',
      message: "This address points to a private or local network and can't be monitored.",
    });
    expect(connects.attempts).toEqual([]);
  });

  it('blocks the allow-listed host on a port that is not allow-listed', async () => {
    const err = await failure(fetchIt(`${notAllowed.origin}/ok`));
    expect(err).toMatchObject({ reason: 'private_address' });
    expect(notAllowed.connections()).toBe(0);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/x',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'gopher://x.y/',
  ])('refuses the scheme of %s', async (url) => {
    const err = await failure(fetchIt(url));
    expect(err).toMatchObject({ name: 'FetchBlockedError', reason: 'bad_scheme' });
    expect(connects.attempts).toEqual([]);
  });

  it.each(['not a url', 'example.com', ''])('refuses %j as an invalid URL', async (url) => {
    expect(await failure(fetchIt(url))).toMatchObject({ reason: 'invalid_url' });
  });
});

describe('safeFetch, redirects', () => {
  it.each([
    ['http://10.0.0.1/', 'private_address'],
    ['http://169.254.169.254/latest/meta-data/', 'private_address'],
    ['http://[::1]/', 'private_address'],
    ['http://rebind.example/', 'private_address'],
    ['file:///etc/passwd', 'bad_scheme'],
    ['http://[oops', 'invalid_url'],
  ])('blocks a redirect to %s before connecting there', async (target, reason) => {
    const err = await failure(fetchIt(`${store.origin}/redirect?to=${encodeURIComponent(target)}`));
    expect(err).toMatchObject({ name: 'FetchBlockedError', reason });
    // At most the (possibly pooled) connection to the allow-listed store itself.
    expect(connects.attempts.filter((a) => a.port !== store.port)).toEqual([]);
  });

  it('blocks a redirect to the same host on a port that is not allow-listed', async () => {
    const target = `${notAllowed.origin}/ok`;
    const err = await failure(fetchIt(`${store.origin}/redirect?to=${encodeURIComponent(target)}`));
    expect(err).toMatchObject({ reason: 'private_address' });
    expect(notAllowed.connections()).toBe(0);
  });

  it('follows 5 redirects and reports the chain', async () => {
    const res = await fetchIt(`${store.origin}/chain?hops=4`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${store.origin}/ok`);
    expect(res.redirects.map((r) => r.url)).toEqual([
      `${store.origin}/chain?hops=4`,
      `${store.origin}/chain?hops=3`,
      `${store.origin}/chain?hops=2`,
      `${store.origin}/chain?hops=1`,
      `${store.origin}/chain?hops=0`,
    ]);
    expect(res.redirects[4]).toEqual({
      url: `${store.origin}/chain?hops=0`,
      status: 302,
      location: `${store.origin}/ok`,
    });
  });

  it('fails on the 6th redirect', async () => {
    const err = await failure(fetchIt(`${store.origin}/chain?hops=5`));
    expect(err).toMatchObject({
      reason: 'too_many_redirects',
      message: 'The site redirected too many times.',
    });
    expect(seen).toHaveLength(6);
  });

  it('follows a cross-origin redirect, dropping cookies and re-signing each hop', async () => {
    const target = `${second.origin}/ok`;
    const signed: string[] = [];
    const res = await fetchIt(`${store.origin}/redirect?status=307&to=${encodeURIComponent(target)}`, {
      headers: { Cookie: 'cart_currency=EUR', Accept: 'application/json' },
      sign: ({ method, url, headers }) => {
        signed.push(`${method} ${url} ${headers['user-agent']}`);
        return { Signature: `sig-${signed.length}` };
      },
    });
    expect(res.status).toBe(200);
    expect(signed).toEqual([
      `GET ${store.origin}/redirect?status=307&to=${encodeURIComponent(target)} Rivalwatch/1.0 (+https://rivalwatch.app/bot)`,
      `GET ${target} Rivalwatch/1.0 (+https://rivalwatch.app/bot)`,
    ]);
    expect(seen.map((h) => [h.cookie, h.signature, h.accept])).toEqual([
      ['cart_currency=EUR', 'sig-1', 'application/json'],
      [undefined, 'sig-2', 'application/json'],
    ]);
  });
});

describe('safeFetch, answers', () => {
  it('returns status, headers, body, final URL and timing, with our User-Agent', async () => {
    const res = await fetchIt(`${store.origin}/ok`, { contactUrl: 'https://example.test/bot' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-shopid')).toBe('1');
    expect(res.text()).toBe('{"products":[]}');
    expect(res.url).toBe(`${store.origin}/ok`);
    expect(res.redirects).toEqual([]);
    expect(res.timing.firstByteMs).toBeGreaterThan(0);
    expect(res.timing.totalMs).toBeGreaterThanOrEqual(res.timing.firstByteMs);
    expect(seen[0]?.['user-agent']).toBe('Rivalwatch/1.0 (+https://example.test/bot)');
  });

  it('returns a 404 instead of throwing, and strips credentials from the URL', async () => {
    const res = await fetchIt(`http://user:secret@127.0.0.1:${store.port}/missing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('decodes a gzip body', async () => {
    expect((await fetchIt(`${store.origin}/gzip`)).text()).toBe('{"products":[1,2,3]}');
  });

  it('reports a refused connection as a NetworkError', async () => {
    const gone = await startHttpServer(() => {});
    await gone.close();
    const own = createSafeDispatcher({ allowedPrivateHosts: `127.0.0.1:${gone.port}` });
    const err = await failure(safeFetch(`${gone.origin}/`, { dispatcher: own }));
    await own.close();
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ code: 'connection_refused', message: 'The site refused the connection.' });
  });

  it('answers HEAD without a body', async () => {
    const res = await fetchIt(`${store.origin}/ok`, { method: 'HEAD' });
    expect([res.status, res.body.length]).toEqual([200, 0]);
  });
});

describe('safeFetch, timeouts and size', () => {
  it('times out a server that never answers', async () => {
    const started = Date.now();
    const err = await failure(fetchIt(`${silent.origin}/`, { timeoutMs: 200 }));
    expect(err).toBeInstanceOf(FetchTimeoutError);
    expect(err).toMatchObject({ scope: 'request', message: 'The site did not answer within 0.2 seconds.' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out a body that trickles in forever', async () => {
    const err = await failure(fetchIt(`${store.origin}/trickle`, { timeoutMs: 300 }));
    expect(err).toMatchObject({ name: 'FetchTimeoutError', scope: 'request' });
  });

  it("stops at the caller's overall deadline", async () => {
    const err = await failure(fetchIt(`${silent.origin}/`, { signal: AbortSignal.timeout(150) }));
    expect(err).toMatchObject({ name: 'FetchTimeoutError', scope: 'deadline' });
  });

  it("passes the caller's own cancellation reason through", async () => {
    const reason = new Error('scrape cancelled');
    expect(await failure(fetchIt(`${silent.origin}/`, { signal: AbortSignal.abort(reason) }))).toBe(reason);
  });

  it('refuses a declared content-length over the cap without reading the body', async () => {
    const err = await failure(fetchIt(`${store.origin}/big`, { maxBodyBytes: MB }));
    expect(err).toBeInstanceOf(BodyTooLargeError);
    expect(err).toMatchObject({ limitBytes: MB, message: 'The page is larger than the 1 MB we accept.' });
  });

  it.each([
    ['a chunked body without content-length', () => `${store.origin}/big-chunked`],
    ['a close-delimited body without content-length', () => `${raw.origin}/`],
    ['a gzip body that inflates past the cap', () => `${store.origin}/gzip-bomb`],
  ])('stops reading %s past the cap', async (_label, url) => {
    const err = await failure(fetchIt(url(), { maxBodyBytes: MB }));
    expect(err).toBeInstanceOf(BodyTooLargeError);
  });

  it('never reads more than a lying content-length declares', async () => {
    // The server declares 1000 bytes and sends 2 MB: we take 1000 and drop the connection.
    const res = await fetchIt(`${lying.origin}/`, { maxBodyBytes: MB });
    expect(res.body.length).toBe(1000);
  });

  it('reads a body under the cap', async () => {
    const res = await fetchIt(`${store.origin}/big-chunked`, { maxBodyBytes: 3 * MB });
    expect(res.body.length).toBe(2 * MB);
  });
});
