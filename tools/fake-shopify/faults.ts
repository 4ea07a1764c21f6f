// Fault state of a store: a mode that changes how routes answer, queued failures for the next N requests,
// an optional throttle and added latency.

export type FakeMode =
  | 'normal'
  /** Every route but /password and /robots.txt redirects (302) to /password, which answers the password page. */
  | 'password'
  /** JSON routes answer 200 text/html with a storefront page. */
  | 'html'
  /** JSON routes answer half of their body (valid HTTP, invalid JSON). */
  | 'truncated-json'
  /** JSON routes answer a valid but huge products body (default 50 MB). */
  | 'huge-body'
  /** JSON routes send their body a few bytes at a time. */
  | 'slow-trickle'
  /** /products.json and collection products.json answer 404 (or 403); sitemap and .js still work. */
  | 'products-json-disabled'
  /** Every route answers 403 with an HTML challenge page. */
  | 'challenge'
  /** JSON routes drop the connection after sending headers. */
  | 'connection-reset';

export interface ModeOptions {
  /** products-json-disabled: 403 or 404 (default 404). */
  status?: number;
  /** huge-body: size in bytes (default 50 MB). */
  bytes?: number;
  /** huge-body: send Content-Length (default false: chunked, so only counting bytes catches it). */
  withContentLength?: boolean;
  /** slow-trickle: bytes per write (default 64) and ms between writes (default 250). */
  chunkBytes?: number;
  intervalMs?: number;
  /** Paths the mode applies to instead of its default routes (tested on path + query). */
  paths?: RegExp;
}

export interface FailOptions {
  /** Retry-After header value: seconds, or an HTTP date string. Omitted by default, as Shopify does. */
  retryAfter?: number | string;
  /** Only requests whose path + query matches take this failure. */
  paths?: RegExp;
}

export interface ThrottleOptions {
  /** Answer `status` to a request arriving sooner than this after the previous one. */
  minGapMs?: number;
  /** Answer `status` when more than this many requests are in flight (Shopify dislikes parallel requests). */
  maxInFlight?: number;
  status?: number;
  retryAfter?: number;
}

export interface Failure {
  status: number;
  retryAfter?: number | string;
  paths?: RegExp;
}

export class Faults {
  mode: FakeMode = 'normal';
  modeOptions: ModeOptions = {};
  latencyMs = 0;
  throttle: ThrottleOptions | null = null;
  private readonly queue: Failure[] = [];
  private lastArrival = -Infinity;

  failNext(n: number, status: number, options: FailOptions = {}): void {
    for (let i = 0; i < n; i++) this.queue.push({ status, ...options });
  }

  /** Failures not yet served. */
  get pendingFailures(): number {
    return this.queue.length;
  }

  take(path: string): Failure | undefined {
    const i = this.queue.findIndex((f) => !f.paths || f.paths.test(path));
    return i < 0 ? undefined : this.queue.splice(i, 1)[0];
  }

  /** The throttle's answer for a request arriving `at` with `inFlight` requests running, if it refuses it. */
  throttled(at: number, inFlight: number): Failure | undefined {
    const gap = at - this.lastArrival;
    this.lastArrival = at;
    const t = this.throttle;
    if (!t) return undefined;
    const tooSoon = t.minGapMs !== undefined && gap < t.minGapMs;
    const tooMany = t.maxInFlight !== undefined && inFlight > t.maxInFlight;
    return tooSoon || tooMany ? { status: t.status ?? 429, retryAfter: t.retryAfter } : undefined;
  }

  reset(): void {
    this.mode = 'normal';
    this.modeOptions = {};
    this.latencyMs = 0;
    this.throttle = null;
    this.queue.length = 0;
    this.lastArrival = -Infinity;
  }
}
