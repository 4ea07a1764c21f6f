/**
 * Typed errors of the outbound HTTP layer. Messages are written for the person who typed the URL:
 * they may be shown as a competitor's error message as they are.
 */
export abstract class FetchError extends Error {
  abstract readonly kind: 'blocked' | 'timeout' | 'body_too_large' | 'network';
  constructor(
    message: string,
    public readonly url?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type TFetchBlockedReason = 'private_address' | 'bad_scheme' | 'too_many_redirects' | 'invalid_url';

const blockedMessages: Record<TFetchBlockedReason, string> = {
  private_address: "This address points to a private or local network and can't be monitored.",
  bad_scheme: 'Only http:// and https:// addresses can be monitored.',
  too_many_redirects: 'The site redirected too many times.',
  invalid_url: 'This is not a valid web address.',
};

/** The request was refused by our own rules before anything was sent. */
export class FetchBlockedError extends FetchError {
  readonly kind = 'blocked';
  override readonly name = 'FetchBlockedError';
  constructor(
    public readonly reason: TFetchBlockedReason,
    url?: string,
    message: string = blockedMessages[reason],
  ) {
    super(message, url);
  }
}

/** `request`: one request (hop) took longer than its timeout; `deadline`: the caller's overall signal ran out. */
export class FetchTimeoutError extends FetchError {
  readonly kind = 'timeout';
  override readonly name = 'FetchTimeoutError';
  constructor(
    public readonly scope: 'request' | 'deadline',
    public readonly timeoutMs: number | undefined,
    url?: string,
  ) {
    super(
      scope === 'request'
        ? `The site did not answer within ${Math.round((timeoutMs ?? 0) / 100) / 10} seconds.`
        : 'The site took too long to answer; we gave up and will try again later.',
      url,
    );
  }
}

export class BodyTooLargeError extends FetchError {
  readonly kind = 'body_too_large';
  override readonly name = 'BodyTooLargeError';
  constructor(
    public readonly limitBytes: number,
    url?: string,
  ) {
    super(`The page is larger than the ${formatBytes(limitBytes)} we accept.`, url);
  }
}

export type TNetworkErrorCode =
  | 'dns_failed'
  | 'connection_refused'
  | 'connection_reset'
  | 'connect_timeout'
  | 'tls_failed'
  | 'unreachable'
  | 'protocol_error'
  | 'other';

const networkMessages: Record<TNetworkErrorCode, string> = {
  dns_failed: "We couldn't find this address. Check the spelling of the domain.",
  connection_refused: 'The site refused the connection.',
  connection_reset: 'The site closed the connection unexpectedly.',
  connect_timeout: 'The site did not accept a connection in time.',
  tls_failed: "The site's secure connection (TLS certificate) could not be verified.",
  unreachable: 'The site cannot be reached from our network.',
  protocol_error: 'The site sent an answer we could not understand.',
  other: "We couldn't connect to the site.",
};

/** DNS, TCP, TLS or HTTP-protocol failure. `systemCode` keeps the original code (ECONNREFUSED, ...). */
export class NetworkError extends FetchError {
  readonly kind = 'network';
  override readonly name = 'NetworkError';
  readonly systemCode: string | undefined;
  constructor(
    public readonly code: TNetworkErrorCode,
    url?: string,
    options?: { cause?: unknown; systemCode?: string },
  ) {
    super(networkMessages[code], url, options);
    this.systemCode = options?.systemCode;
  }
}

const codeBySystemCode: Record<string, TNetworkErrorCode> = {
  ENOTFOUND: 'dns_failed',
  EAI_AGAIN: 'dns_failed',
  EAI_NODATA: 'dns_failed',
  EAI_NONAME: 'dns_failed',
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_reset',
  EPIPE: 'connection_reset',
  UND_ERR_SOCKET: 'connection_reset',
  UND_ERR_CLOSED: 'connection_reset',
  ETIMEDOUT: 'connect_timeout',
  UND_ERR_CONNECT_TIMEOUT: 'connect_timeout',
  ENETUNREACH: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
  HPE_INVALID_CONSTANT: 'protocol_error',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'protocol_error',
  UND_ERR_INFO: 'protocol_error',
};

/** Turns whatever undici or node:net threw into one of our errors (ours pass through unchanged). */
export function toFetchError(err: unknown, url?: string): FetchError {
  if (err instanceof FetchError) return err;
  const systemCode = (err as { code?: unknown } | null)?.code;
  const code = typeof systemCode === 'string' ? systemCode : undefined;
  let mapped: TNetworkErrorCode = 'other';
  if (code && codeBySystemCode[code]) mapped = codeBySystemCode[code];
  else if (code?.startsWith('HPE_') || code?.startsWith('Z_')) mapped = 'protocol_error';
  else if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || code?.startsWith('ERR_SSL')) {
    mapped = 'tls_failed';
  }
  return new NetworkError(mapped, url, { cause: err, systemCode: code });
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
