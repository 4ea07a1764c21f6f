import { createHash } from 'node:crypto';
import { PlatformError, type TSocialPlatform } from './types';

export const PLATFORM_TIMEOUT_MS = 20_000;
/** When a 429 names no reset time. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 15 * 60;

const NAMES: Record<TSocialPlatform, string> = {
  twitter: 'X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  reddit: 'Reddit',
};
export const platformName = (p: TSocialPlatform) => NAMES[p];

/** Variables not set, in the order given. */
export function unset(values: Record<string, string | undefined>): string[] {
  return Object.entries(values)
    .filter(([, v]) => !v)
    .map(([k]) => k);
}

/** A short hash that changes when any credential changes; never reversible to them. */
export function fingerprint(...parts: (string | undefined)[]): string {
  return createHash('sha256')
    .update(parts.map((p) => p ?? '').join('\u0000'))
    .digest('hex')
    .slice(0, 32);
}

export function notConfigured(platform: TSocialPlatform, missing: string[]): PlatformError {
  return new PlatformError(
    'not_configured',
    `${platformName(platform)} is not configured: set ${missing.join(', ')}`,
    { missingVariables: missing },
  );
}

/**
 * Seconds to wait from a 429's headers: Retry-After (seconds or an HTTP date), X's x-rate-limit-reset (epoch
 * seconds), Reddit's x-ratelimit-reset (seconds from now). At least 1 second; the default when none is given.
 */
export function retryAfterSeconds(headers: Headers, nowMs: number): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.max(1, Math.ceil((at - nowMs) / 1000));
  }
  const xReset = Number(headers.get('x-rate-limit-reset'));
  if (headers.get('x-rate-limit-reset') && Number.isFinite(xReset)) {
    return Math.max(1, Math.ceil(xReset - nowMs / 1000));
  }
  const redditReset = Number(headers.get('x-ratelimit-reset'));
  if (headers.get('x-ratelimit-reset') && Number.isFinite(redditReset)) {
    return Math.max(1, Math.ceil(redditReset));
  }
  return DEFAULT_RATE_LIMIT_WAIT_SECONDS;
}

/** A request to a platform; a network failure or timeout is `unavailable`. */
export async function platformFetch(
  platform: TSocialPlatform,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS) });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new PlatformError('unavailable', `${platformName(platform)} could not be reached: ${reason}`);
  }
}

export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 300) };
  }
}

/**
 * The PlatformError of a non-2xx status: 401/403 auth, 429 rate-limited (after `wait()` seconds), 5xx unavailable,
 * any other 4xx rejected; `message` is what the platform said. Each platform names its wait its own way.
 */
export function errorForStatusCode(
  platform: TSocialPlatform,
  status: number,
  message: string,
  wait: () => number,
): PlatformError {
  const said = `${platformName(platform)} answered ${status}: ${message}`;
  if (status === 401 || status === 403) return new PlatformError('auth', said, { status });
  if (status === 429) return new PlatformError('rate_limited', said, { status, retryAfterSeconds: wait() });
  if (status >= 500) return new PlatformError('unavailable', said, { status });
  return new PlatformError('rejected', said, { status });
}

/** errorForStatusCode of a fetch answer, with the wait its headers give. */
export function errorFromStatus(
  platform: TSocialPlatform,
  res: Response,
  message: string,
  nowMs: number,
): PlatformError {
  return errorForStatusCode(platform, res.status, message, () => retryAfterSeconds(res.headers, nowMs));
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const int = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null;
