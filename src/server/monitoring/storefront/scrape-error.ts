import { BodyTooLargeError, FetchBlockedError, FetchError, FetchTimeoutError } from '@server/net';
import type { TScrapeErrorType } from '../record-scrape-failure';

/** Person-readable messages: they are shown to users as a competitor's error (plus "; next try at …"). */
export const SCRAPE_ERROR_MESSAGES: Record<TScrapeErrorType, string> = {
  rate_limited: 'Rate limited by the store',
  blocked: 'The store is blocking our requests',
  unavailable: 'The store is temporarily unavailable',
  network: 'Could not reach the store',
  timeout: 'The store took too long to answer',
  password_protected: "This store is password-protected, so its catalogue can't be read.",
  not_shopify: "This doesn't look like a Shopify store.",
  blocked_address: "This address points to a private or local network and can't be monitored.",
  invalid_response: 'The store sent a response we could not read',
  internal: 'Something went wrong while reading the store',
};

export type TScrapeErrorOptions = {
  httpStatus?: number;
  /** How long the store asked us (or our backoff says) to wait before the next try. */
  retryAfterMs?: number;
  url?: string;
  /** The per-scrape deadline ran out (as opposed to one request's timeout). */
  deadline?: boolean;
  cause?: unknown;
};

/** A failed storefront read, typed so the job can record it and decide when to try again. */
export class ScrapeError extends Error {
  override readonly name = 'ScrapeError';
  readonly httpStatus?: number;
  readonly retryAfterMs?: number;
  readonly url?: string;
  readonly deadline: boolean;

  constructor(
    readonly type: TScrapeErrorType,
    message: string = SCRAPE_ERROR_MESSAGES[type],
    options: TScrapeErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = Math.max(0, Math.round(options.retryAfterMs));
    if (options.url !== undefined) this.url = options.url;
    this.deadline = options.deadline ?? false;
  }
}

/** Failures that say nothing about the catalogue itself: a later try may well succeed. */
export function isTransientScrapeError(err: ScrapeError): boolean {
  return !['password_protected', 'not_shopify', 'blocked_address'].includes(err.type);
}

/** The error type an HTTP status means when the store keeps answering it. */
export function statusErrorType(status: number): TScrapeErrorType {
  if (status === 429) return 'rate_limited';
  if (status === 430 || status === 403) return 'blocked';
  if (status >= 500) return 'unavailable';
  return 'invalid_response';
}

export function statusError(
  status: number,
  options: Omit<TScrapeErrorOptions, 'httpStatus'> = {},
): ScrapeError {
  const type = statusErrorType(status);
  const message =
    type === 'invalid_response'
      ? `${SCRAPE_ERROR_MESSAGES.invalid_response} (HTTP ${status})`
      : SCRAPE_ERROR_MESSAGES[type];
  return new ScrapeError(type, message, { ...options, httpStatus: status });
}

/** Maps anything thrown while fetching to a ScrapeError (ScrapeErrors pass through unchanged). */
export function toScrapeError(err: unknown, url?: string): ScrapeError {
  if (err instanceof ScrapeError) return err;
  if (err instanceof FetchBlockedError) {
    const type = err.reason === 'private_address' ? 'blocked_address' : 'invalid_response';
    return new ScrapeError(type, err.message, { url: err.url ?? url, cause: err });
  }
  if (err instanceof BodyTooLargeError) {
    return new ScrapeError(
      'invalid_response',
      `The store sent a response larger than the ${formatBytes(err.limitBytes)} we accept`,
      { url: err.url ?? url, cause: err },
    );
  }
  if (err instanceof FetchTimeoutError) {
    return new ScrapeError('timeout', SCRAPE_ERROR_MESSAGES.timeout, {
      url: err.url ?? url,
      deadline: err.scope === 'deadline',
      cause: err,
    });
  }
  if (err instanceof FetchError) {
    return new ScrapeError('network', `${SCRAPE_ERROR_MESSAGES.network}: ${lowerFirst(err.message)}`, {
      url: err.url ?? url,
      cause: err,
    });
  }
  return new ScrapeError('internal', SCRAPE_ERROR_MESSAGES.internal, { url, cause: err });
}

/** "The site refused the connection." → "the site refused the connection", to follow a colon. */
function lowerFirst(text: string): string {
  const trimmed = text.replace(/\.$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
