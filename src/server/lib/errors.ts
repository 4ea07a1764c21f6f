/** Typed errors thrown by domain logic; the one error handler (error-handler.ts) maps them to HTTP answers. */
export type TErrorCode =
  | 'bad_request'
  | 'payment_required'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'unavailable';

const statusByCode: Record<TErrorCode, number> = {
  bad_request: 400,
  payment_required: 402,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  unavailable: 503,
};

export type TAppErrorOptions = {
  /** What was wrong, usually a list of {field, message}. */
  details?: unknown;
  /** When the caller may try again (too_many_requests, unavailable); the handler turns it into Retry-After. */
  retryAfterSeconds?: number;
  /** Extra fields some contracts add to the error body (e.g. upgradeMessage and plan at a plan limit). */
  extra?: Record<string, unknown>;
};

export class AppError extends Error {
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;
  readonly extra?: Record<string, unknown>;

  constructor(
    public readonly code: TErrorCode,
    message: string,
    opts: TAppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.details = opts.details;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.extra = opts.extra;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}
