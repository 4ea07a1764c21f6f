// The request pipeline of a store: log, Web Bot Auth, throttle, queued failures, latency, mode, route, send.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeHugeBody, writeTrickle } from './fault-bodies.ts';
import type { Failure } from './faults.ts';
import { errorPage, plainHtmlPage } from './html-pages.ts';
import { parseCookies, shopifyHeaders } from './http-headers.ts';
import { listingProductJson } from './serialize-listing.ts';
import { HTML_TYPE, pageShop, route, type Reply } from './routes.ts';
import type { FakeStore } from './store.ts';

type Headers = Record<string, string | string[]>;

function send(res: ServerResponse, method: string, reply: Reply, base: Headers): void {
  const body = Buffer.from(reply.body);
  res.writeHead(reply.status, {
    ...base,
    ...reply.headers,
    'content-type': reply.contentType,
    'content-length': String(body.length),
  });
  res.end(method === 'HEAD' ? undefined : body);
}

function failureReply(f: Failure): Reply {
  const headers = f.retryAfter === undefined ? undefined : { 'retry-after': String(f.retryAfter) };
  return { status: f.status, contentType: HTML_TYPE, body: errorPage(f.status), headers };
}

/** Applies the store's fault mode to a data reply; true when the response was already written. */
async function applyMode(
  store: FakeStore,
  res: ServerResponse,
  reply: Reply,
  base: Headers,
): Promise<boolean> {
  const { mode, modeOptions: o } = store.faults;
  const headers = { ...base, ...reply.headers, 'content-type': reply.contentType };
  switch (mode) {
    case 'html':
      reply.contentType = HTML_TYPE;
      reply.body = plainHtmlPage(pageShop(store, store.currency));
      return false;
    case 'truncated-json':
      reply.body = reply.body.slice(0, Math.max(1, Math.floor(reply.body.length / 2)));
      return false;
    case 'huge-body': {
      const sample = store.products[0] ? listingProductJson(store.products[0], store.format()) : '{}';
      await writeHugeBody(res, headers, sample, o.bytes ?? 50 * 1024 * 1024, o.withContentLength ?? false);
      return true;
    }
    case 'slow-trickle':
      await writeTrickle(
        res,
        reply.status,
        headers,
        Buffer.from(reply.body),
        o.chunkBytes ?? 64,
        o.intervalMs ?? 250,
      );
      return true;
    case 'connection-reset':
      res.writeHead(reply.status, { ...headers, 'content-length': String(Buffer.byteLength(reply.body)) });
      res.write(reply.body.slice(0, 16));
      res.destroy();
      return true;
    default:
      return false;
  }
}

export async function handleRequest(
  store: FakeStore,
  req: IncomingMessage,
  res: ServerResponse,
  viaMyshopifyDomain = false,
): Promise<void> {
  const rawUrl = req.url ?? '/';
  const method = req.method ?? 'GET';
  const { entry, done } = store.log.start(method, rawUrl, req.headers);
  res.on('close', () => done(res.statusCode));
  const host = req.headers.host ?? store.hostPort;
  const origin = `http://${host}`;
  const cookies = parseCookies(req.headers.cookie);
  const currency = store.servedCurrency(cookies.cart_currency);
  const base = shopifyHeaders(store, currency, cookies);
  try {
    if (store.botAuth) {
      entry.botAuth = await store.botAuth.verify({ method, url: rawUrl, headers: req.headers });
      if (store.botAuth.options.requireSignature && !entry.botAuth.valid) {
        return send(res, method, failureReply({ status: 429 }), base);
      }
    }
    const failure = store.faults.throttled(entry.at, entry.inFlight) ?? store.faults.take(rawUrl);
    if (failure) return send(res, method, failureReply(failure), base);
    if (store.faults.latencyMs > 0) await sleep(store.faults.latencyMs);
    if (method !== 'GET' && method !== 'HEAD') {
      return send(res, method, { status: 405, contentType: HTML_TYPE, body: errorPage(405) }, base);
    }
    const url = new URL(rawUrl, origin);
    const { mode, modeOptions } = store.faults;
    if (mode === 'challenge') return send(res, method, failureReply({ status: 403 }), base);
    if (mode === 'password' && url.pathname !== '/password' && url.pathname !== '/robots.txt') {
      const redirect: Reply = {
        status: 302,
        contentType: HTML_TYPE,
        body: '',
        headers: { location: `${origin}/password` },
      };
      return send(res, method, redirect, base);
    }
    const format = store.format(currency);
    const reply = route({
      store,
      pathname: url.pathname,
      query: url.searchParams,
      origin,
      host,
      format,
      viaMyshopifyDomain,
    });
    const applies = modeOptions.paths ? modeOptions.paths.test(rawUrl) : reply.data === true;
    if (applies && method === 'GET' && (await applyMode(store, res, reply, base))) return;
    send(res, method, reply, base);
  } catch (err) {
    if (!res.headersSent) {
      send(
        res,
        method,
        { status: 500, contentType: HTML_TYPE, body: `${errorPage(500)}<!-- ${String(err)} -->` },
        base,
      );
    } else res.destroy();
  }
}
