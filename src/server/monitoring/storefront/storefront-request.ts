import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { safeFetch, type TSafeFetchResult } from '@server/net';
import type { TScrapeErrorType } from '../record-scrape-failure';
import { HostBlockedError } from './host-pacer';
import { parseJsonKeepingBigInts } from './parse-json';
import { isJsonContentType, isPasswordPage, looksLikeHtml, servedCurrency } from './response-signals';
import { blocksHost, decideRetry, isRetryableStatus, parseRetryAfter } from './retry-policy';
import { SCRAPE_ERROR_MESSAGES, ScrapeError, statusError, toScrapeError } from './scrape-error';
import { abortReason, cookieHeader, type TStorefrontContext } from './storefront-context';

export const ACCEPT_JSON = 'application/json, text/javascript;q=0.9, */*;q=0.1';

export type TStorefrontResponse = {
  status: number;
  /** The URL that gave the answer, after redirects. */
  url: string;
  headers: Headers;
  contentType: string;
  /** 'known': a JSON page whose digest was the one the caller knew, neither decoded nor parsed (see parseKnown). */
  kind: 'json' | 'html' | 'other' | 'known';
  /** The parsed body when kind is 'json' (ids above 2^53 kept as strings). */
  json: unknown;
  text: string;
  /** The body's digest (pageDigest), when the request asked for one. */
  digest?: string;
  /** Kind 'known' only: decodes and parses the body, as for any JSON answer. */
  parseKnown?: () => unknown;
};

export type TGetOptions = {
  accept?: string;
  /** Non-2xx statuses handed back as they are; others fail. 429, 430 and 5xx are always retried first. */
  passStatuses?: readonly number[];
  /**
   * Digest the body (listing pages). A 200 JSON answer whose digest equals `known` holds the bytes of a page
   * read before: it is handed back unparsed, with parseKnown.
   */
  digest?: { known?: string };
};

/**
 * Bump when what ingest keeps from a listing page changes (normalizeListingProduct, or a new field read from
 * the raw JSON): a page digest then differs from every stored one, so each store's listing is parsed again.
 */
export const PAGE_DIGEST_VERSION = 'v2';

/** sha256 of a body's bytes as received (decompressed), with PAGE_DIGEST_VERSION. */
export function pageDigest(body: Uint8Array): string {
  return createHash('sha256').update(PAGE_DIGEST_VERSION).update(body).digest('base64url');
}

type TAttempt =
  { response: TStorefrontResponse } | { failure: ScrapeError; retryAfterMs?: number; blockHost?: boolean };

/**
 * One GET to the store through the pacer and safeFetch, with retries on 429/430/5xx, network errors,
 * timeouts and JSON that does not parse. A password page fails at once with password_protected.
 */
export async function storefrontGet(
  ctx: TStorefrontContext,
  path: string,
  options: TGetOptions = {},
): Promise<TStorefrontResponse> {
  const url = new URL(path, ctx.origin).href;
  for (let retry = 0; ; retry++) {
    const attempt = await attemptOnce(ctx, url, options);
    if ('response' in attempt) return attempt.response;
    const { failure } = attempt;
    const decision = decideRetry({
      policy: ctx.retry,
      retry,
      retryAfterMs: attempt.retryAfterMs,
      deadlineAt: ctx.deadlineAt,
    });
    const waitMs = decision.retry ? decision.waitMs : decision.retryAfterMs;
    // Every worker of this process now waits for this host, not only this request.
    if (attempt.blockHost) ctx.pacer.block(ctx.host, Date.now() + waitMs, failure.type);
    if (!decision.retry) {
      throw new ScrapeError(failure.type, failure.message, {
        httpStatus: failure.httpStatus,
        retryAfterMs: waitMs,
        url,
        cause: failure.cause,
      });
    }
    ctx.stats.retries++;
    if (!attempt.blockHost) {
      try {
        await sleep(decision.waitMs, undefined, { signal: ctx.signal });
      } catch {
        throw abortReason(ctx);
      }
    }
  }
}

async function attemptOnce(ctx: TStorefrontContext, url: string, options: TGetOptions): Promise<TAttempt> {
  if (ctx.signal.aborted) throw abortReason(ctx);
  let release: () => void;
  try {
    release = await ctx.pacer.acquire(ctx.host, { signal: ctx.signal, waitLimitAt: ctx.deadlineAt });
  } catch (err) {
    if (err instanceof HostBlockedError) {
      const type = (err.reason as TScrapeErrorType | undefined) ?? 'rate_limited';
      throw new ScrapeError(type, SCRAPE_ERROR_MESSAGES[type], {
        retryAfterMs: err.untilMs - Date.now(),
        url,
      });
    }
    if (ctx.signal.aborted) throw abortReason(ctx);
    throw err;
  }

  let res: TSafeFetchResult;
  try {
    const cookie = cookieHeader(ctx);
    res = await safeFetch(url, {
      dispatcher: ctx.dispatcher,
      headers: { accept: options.accept ?? ACCEPT_JSON, ...(cookie ? { cookie } : {}) },
      timeoutMs: ctx.requestTimeoutMs,
      maxBodyBytes: ctx.maxBodyBytes,
      signal: ctx.signal,
      sign: ctx.sign,
      contactUrl: ctx.contactUrl,
    });
  } catch (err) {
    if (ctx.signal.aborted) throw abortReason(ctx);
    const failure = toScrapeError(err, url);
    if (failure.type === 'network' || failure.type === 'timeout') return { failure };
    throw failure;
  } finally {
    release();
    ctx.stats.requests++;
  }
  return readAnswer(ctx, res, options);
}

function readAnswer(ctx: TStorefrontContext, res: TSafeFetchResult, options: TGetOptions): TAttempt {
  ctx.stats.answered++;
  ctx.stats.totalResponseMs += res.timing.totalMs;
  ctx.stats.lastStatus = res.status;
  ctx.servedCurrency = servedCurrency(res.headers) ?? ctx.servedCurrency;
  if (isRetryableStatus(res.status)) {
    return {
      failure: statusError(res.status, { url: res.url }),
      retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
      blockHost: blocksHost(res.status),
    };
  }
  const contentType = res.headers.get('content-type') ?? '';
  const digest = options.digest ? pageDigest(res.body) : undefined;
  if (
    digest !== undefined &&
    digest === options.digest?.known &&
    res.status === 200 &&
    isJsonContentType(contentType) &&
    !isPasswordPage(res.url, '')
  ) {
    // The very bytes of a page this store served before, which parsed then: decoding and parsing wait.
    const parseKnown = () => parseJsonKeepingBigInts(res.text());
    const known = { status: res.status, url: res.url, headers: res.headers, contentType, text: '' };
    return { response: { ...known, kind: 'known', json: undefined, digest, parseKnown } };
  }
  const text = res.text();
  const html = looksLikeHtml(contentType, text);
  if (isPasswordPage(res.url, html ? text : '')) {
    throw new ScrapeError('password_protected', undefined, { httpStatus: res.status, url: res.url });
  }
  const ok = (res.status >= 200 && res.status < 300) || options.passStatuses?.includes(res.status);
  if (!ok) throw statusError(res.status, { url: res.url });

  const base = { status: res.status, url: res.url, headers: res.headers, contentType, text, digest };
  if (!html && isJsonContentType(contentType)) {
    try {
      return { response: { ...base, kind: 'json', json: parseJsonKeepingBigInts(text) } };
    } catch (err) {
      if (res.status >= 300) return { response: { ...base, kind: 'other', json: undefined } };
      const failure = new ScrapeError('invalid_response', SCRAPE_ERROR_MESSAGES.invalid_response, {
        httpStatus: res.status,
        url: res.url,
        cause: err,
      });
      return { failure };
    }
  }
  return { response: { ...base, kind: html ? 'html' : 'other', json: undefined } };
}
