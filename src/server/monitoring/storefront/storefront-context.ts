import type { SafeDispatcher, TSafeFetchOptions } from '@server/net';
import type { THostPacer } from './host-pacer';
import { retryPolicy, type TRetryOptions, type TRetryPolicy } from './retry-policy';
import { ScrapeError } from './scrape-error';

export const DEFAULT_SCRAPE_DEADLINE_MS = 10 * 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
export const DEFAULT_SCRAPE_MAX_BODY_BYTES = 20 * 1024 * 1024;

export type TStorefrontOptions = {
  /** The store's normalised URL, e.g. https://shop.example.com (only its origin is used). */
  baseUrl: string;
  /** The process's SafeDispatcher (built once with ALLOWED_PRIVATE_HOSTS). */
  dispatcher: SafeDispatcher;
  /** The process's pacer (createStorefront builds it once, with config.SCRAPE_MIN_GAP_MS). */
  pacer: THostPacer;
  /** The caller's cancellation; its reason is rethrown as it is. */
  signal?: AbortSignal;
  /** Budget of the whole scrape (probe included). Default 10 min. */
  deadlineMs?: number;
  /** Per request, body included. Default 20 s. */
  requestTimeoutMs?: number;
  /** Default 20 MB. */
  maxBodyBytes?: number;
  /** Web Bot Auth signer (createBotAuthSigner). */
  sign?: TSafeFetchOptions['sign'];
  /** Goes into the User-Agent. */
  contactUrl?: string;
  retry?: TRetryOptions;
};

export type TRequestStats = {
  requests: number;
  retries: number;
  /** Answers that carried catalogue data (listing pages, sitemaps, product .js). */
  pages: number;
  /** Requests that got an answer, and the time those answers took. */
  answered: number;
  totalResponseMs: number;
  lastStatus: number | null;
};

/** One scrape's (or probe's) state: options, deadline, cookies it pins, and counters. */
export type TStorefrontContext = {
  origin: string;
  /** host[:port]: the pacing key. */
  host: string;
  dispatcher: SafeDispatcher;
  pacer: THostPacer;
  retry: TRetryPolicy;
  requestTimeoutMs: number;
  maxBodyBytes: number;
  sign?: TSafeFetchOptions['sign'];
  contactUrl?: string;
  /** Aborts at the deadline or when the caller cancels. */
  signal: AbortSignal;
  callerSignal?: AbortSignal;
  deadlineAt: number;
  /** Sent with every request (e.g. cart_currency to pin the shop's base currency). */
  cookies: Map<string, string>;
  /** Last currency the store said it served (cart_currency cookie). */
  servedCurrency?: string;
  stats: TRequestStats;
};

export function createStorefrontContext(options: TStorefrontOptions): TStorefrontContext {
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new ScrapeError('internal', 'This is not a valid web address.');
  }
  const deadlineMs = options.deadlineMs ?? DEFAULT_SCRAPE_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  return {
    origin: url.origin,
    host: url.host,
    dispatcher: options.dispatcher,
    pacer: options.pacer,
    retry: retryPolicy(options.retry),
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_SCRAPE_MAX_BODY_BYTES,
    sign: options.sign,
    contactUrl: options.contactUrl,
    signal: options.signal ? AbortSignal.any([options.signal, deadline]) : deadline,
    callerSignal: options.signal,
    deadlineAt: Date.now() + deadlineMs,
    cookies: new Map(),
    stats: { requests: 0, retries: 0, pages: 0, answered: 0, totalResponseMs: 0, lastStatus: null },
  };
}

/** What to throw once ctx.signal has fired: the caller's own reason, else a deadline timeout. */
export function abortReason(ctx: TStorefrontContext): unknown {
  if (ctx.callerSignal?.aborted) return ctx.callerSignal.reason;
  return new ScrapeError('timeout', 'The store took too long to answer; we stopped before the end', {
    deadline: true,
  });
}

export function cookieHeader(ctx: TStorefrontContext): string | undefined {
  if (ctx.cookies.size === 0) return undefined;
  return [...ctx.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
}
