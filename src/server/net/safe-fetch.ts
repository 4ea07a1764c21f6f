import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { isAllowedUrl, type TAllowedPrivateHosts } from './allowed-hosts';
import {
  BodyTooLargeError,
  FetchBlockedError,
  FetchError,
  FetchTimeoutError,
  toFetchError,
} from './fetch-errors';
import { isPrivateHostname } from './host-rules';
import { ACCEPT_ENCODING, readCappedBody } from './read-body';
import { SafeDispatcher } from './safe-dispatcher';

export const DEFAULT_CONTACT_URL = 'https://rivalwatch.app/bot';
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

export type TSignableRequest = { method: string; url: string; headers: Readonly<Record<string, string>> };

export type TSafeFetchOptions = {
  /** The process's SafeDispatcher (built once with ALLOWED_PRIVATE_HOSTS). Default: one with no allow-list. */
  dispatcher?: SafeDispatcher;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Per request (each hop: connect, headers and body). Default 15 s. */
  timeoutMs?: number;
  /** The caller's overall deadline, e.g. AbortSignal.timeout(scrapeBudgetMs). */
  signal?: AbortSignal;
  /** Default 20 MB, counted on the decoded body. */
  maxBodyBytes?: number;
  /** Default 5; the 6th redirect fails with too_many_redirects. */
  maxRedirects?: number;
  /** Goes into the User-Agent: `Rivalwatch/1.0 (+contactUrl)`. */
  contactUrl?: string;
  /** Replaces the whole User-Agent. */
  userAgent?: string;
  /** Ask for gzip/deflate/br and decode. Default true. */
  decompress?: boolean;
  /** Adds headers (e.g. Web Bot Auth signatures) to every hop, after all other headers are set. */
  sign?: (req: TSignableRequest) => Record<string, string> | Promise<Record<string, string>>;
};

export type TRedirectHop = { url: string; status: number; location: string };

export type TSafeFetchResult = {
  status: number;
  headers: Headers;
  /** The URL that gave the final answer. */
  url: string;
  redirects: TRedirectHop[];
  body: Buffer;
  /** The body decoded as UTF-8 (or the content-type's charset when the runtime knows it). */
  text: () => string;
  /** firstByteMs: from the call to the final answer's headers; totalMs: to the end of its body. */
  timing: { firstByteMs: number; totalMs: number };
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CROSS_ORIGIN_DROPPED = ['authorization', 'cookie', 'proxy-authorization'];

let sharedDispatcher: SafeDispatcher | undefined;

export function buildUserAgent(contactUrl: string = DEFAULT_CONTACT_URL): string {
  return `Rivalwatch/1.0 (+${contactUrl})`;
}

/**
 * GET (or HEAD) a user-supplied URL safely: http(s) only, every hop re-checked and sent through the
 * SafeDispatcher (connect-time address check), at most `maxRedirects` redirects, a timeout per hop,
 * the caller's deadline, and a body-size cap. Non-2xx answers are returned, not thrown.
 */
export async function safeFetch(
  input: string | URL,
  options: TSafeFetchOptions = {},
): Promise<TSafeFetchResult> {
  const started = performance.now();
  const dispatcher = options.dispatcher ?? (sharedDispatcher ??= new SafeDispatcher());
  if (!(dispatcher instanceof SafeDispatcher)) throw new TypeError('safeFetch needs a SafeDispatcher');
  const allowed = dispatcher.allowedPrivateHosts;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const method = options.method ?? 'GET';
  const decompress = options.decompress ?? true;
  let headers = lowerCaseKeys(options.headers ?? {});
  let url = checkTarget(input, allowed);
  const redirects: TRedirectHop[] = [];

  for (;;) {
    if (options.signal?.aborted) throw deadlineError(options.signal, url.href);
    const hopHeaders: Record<string, string> = {
      'user-agent': options.userAgent ?? buildUserAgent(options.contactUrl),
      ...(decompress ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
      ...headers,
    };
    if (options.sign) {
      Object.assign(
        hopHeaders,
        lowerCaseKeys(await options.sign({ method, url: url.href, headers: hopHeaders })),
      );
    }
    const hopUrl = url;
    const outcome = await withHopSignal(hopUrl.href, options, async (signal) => {
      const res = await request(hopUrl, { method, headers: hopHeaders, dispatcher, signal });
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode) && typeof location === 'string' && location) {
        await res.body.dump({ limit: 64 * 1024 }).catch(() => {});
        return { kind: 'redirect' as const, status: res.statusCode, location };
      }
      const firstByteMs = performance.now() - started;
      const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
      const declared = Number(res.headers['content-length']);
      const encoding = res.headers['content-encoding'];
      let body: Buffer;
      if (method === 'HEAD') {
        await res.body.dump().catch(() => {});
        body = Buffer.alloc(0);
      } else if (Number.isFinite(declared) && declared > maxBytes) {
        res.body.destroy();
        throw new BodyTooLargeError(maxBytes, hopUrl.href);
      } else {
        body = await readCappedBody(res.body, {
          maxBytes,
          decompress,
          url: hopUrl.href,
          contentEncoding: typeof encoding === 'string' ? encoding : undefined,
        });
      }
      return { kind: 'final' as const, res, firstByteMs, body };
    });

    if (outcome.kind === 'final') {
      const responseHeaders = toHeaders(outcome.res.headers);
      const body = outcome.body;
      return {
        status: outcome.res.statusCode,
        headers: responseHeaders,
        url: url.href,
        redirects,
        body,
        text: () => decodeText(body, responseHeaders.get('content-type')),
        timing: { firstByteMs: outcome.firstByteMs, totalMs: performance.now() - started },
      };
    }

    if (redirects.length >= maxRedirects) throw new FetchBlockedError('too_many_redirects', url.href);
    let next: URL;
    try {
      next = new URL(outcome.location, url);
    } catch {
      throw new FetchBlockedError(
        'invalid_url',
        outcome.location,
        'The site redirected to an invalid address.',
      );
    }
    redirects.push({ url: url.href, status: outcome.status, location: next.href });
    next = checkTarget(next, allowed);
    if (next.origin !== url.origin) headers = omitKeys(headers, CROSS_ORIGIN_DROPPED);
    url = next;
  }
}

/** Scheme and text-level host rules; the SafeDispatcher checks the resolved address when connecting. */
function checkTarget(input: string | URL, allowed: TAllowedPrivateHosts): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new FetchBlockedError('invalid_url', String(input));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchBlockedError('bad_scheme', url.href);
  if (!url.hostname) throw new FetchBlockedError('invalid_url', url.href);
  url.username = '';
  url.password = '';
  url.hash = '';
  if (!isAllowedUrl(url, allowed) && isPrivateHostname(url.hostname)) {
    throw new FetchBlockedError('private_address', url.href);
  }
  return url;
}

/** Runs one hop under its own timeout and the caller's deadline, mapping every failure to a FetchError. */
async function withHopSignal<T>(
  url: string,
  options: TSafeFetchOptions,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FetchTimeoutError('request', timeoutMs, url)),
    timeoutMs,
  );
  const deadline = options.signal;
  const onDeadline = () => controller.abort(deadlineError(deadline as AbortSignal, url));
  deadline?.addEventListener('abort', onDeadline, { once: true });
  try {
    return await run(controller.signal);
  } catch (err) {
    if (err instanceof FetchError) throw err;
    if (controller.signal.aborted) throw controller.signal.reason;
    throw toFetchError(err, url);
  } finally {
    clearTimeout(timer);
    deadline?.removeEventListener('abort', onDeadline);
  }
}

/** A deadline that ran out becomes FetchTimeoutError; any other cancellation keeps the caller's reason. */
function deadlineError(signal: AbortSignal, url: string): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof FetchTimeoutError) return reason;
  if (reason instanceof Error && reason.name === 'TimeoutError') {
    return new FetchTimeoutError('deadline', undefined, url);
  }
  return reason;
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, v);
      } catch {
        // a header value Headers refuses (should not pass the HTTP parser) is left out
      }
    }
  }
  return headers;
}

function decodeText(body: Buffer, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function omitKeys(headers: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !keys.includes(k)));
}
