/**
 * When and how long to wait before asking a store again (docs/product-rules.md R14): Retry-After when the
 * store sends one, else exponential backoff from 60 s. Waits happen inside a scrape only while they are short
 * and end before its deadline; otherwise the scrape fails with retryAfterMs and the job is rescheduled.
 */
export type TRetryOptions = {
  /** Retries per request after the first try. Default 3. */
  maxRetries?: number;
  /** First backoff wait; doubled on each retry. Default 60 s (tests use a few ms). */
  baseDelayMs?: number;
  /** Longest single wait accepted inside a scrape (Retry-After or backoff). Default 180 s. */
  maxWaitMs?: number;
};

export type TRetryPolicy = Required<TRetryOptions>;

export const DEFAULT_RETRY: TRetryPolicy = { maxRetries: 3, baseDelayMs: 60_000, maxWaitMs: 180_000 };

export function retryPolicy(options: TRetryOptions = {}): TRetryPolicy {
  return {
    maxRetries: Math.max(0, options.maxRetries ?? DEFAULT_RETRY.maxRetries),
    baseDelayMs: Math.max(0, options.baseDelayMs ?? DEFAULT_RETRY.baseDelayMs),
    maxWaitMs: Math.max(0, options.maxWaitMs ?? DEFAULT_RETRY.maxWaitMs),
  };
}

/** 429 throttled, 430 Shopify security rejection, 503 and every other 5xx: worth another try later. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 430 || status >= 500;
}

/** Statuses after which the whole host waits (every worker of the process), not only this request. */
export function blocksHost(status: number): boolean {
  return status === 429 || status === 430 || status === 503;
}

/** Retry-After as milliseconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Backoff before retry number `retry` (0-based): base × 2^retry. */
export function backoffDelayMs(policy: TRetryPolicy, retry: number): number {
  return policy.baseDelayMs * 2 ** retry;
}

export type TRetryDecision = { retry: true; waitMs: number } | { retry: false; retryAfterMs: number };

/**
 * Whether to try again after failed attempt number `retry` (0-based), and after how long: never beyond
 * maxRetries, a wait longer than maxWaitMs, or a wait that would end past the deadline.
 */
export function decideRetry(opts: {
  policy: TRetryPolicy;
  retry: number;
  retryAfterMs?: number;
  deadlineAt: number;
  now?: number;
}): TRetryDecision {
  const waitMs = opts.retryAfterMs ?? backoffDelayMs(opts.policy, opts.retry);
  const now = opts.now ?? Date.now();
  const ok =
    opts.retry < opts.policy.maxRetries && waitMs <= opts.policy.maxWaitMs && now + waitMs < opts.deadlineAt;
  return ok ? { retry: true, waitMs } : { retry: false, retryAfterMs: waitMs };
}
