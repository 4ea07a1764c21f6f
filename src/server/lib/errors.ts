/** Typed errors thrown by domain logic; routes map them to HTTP answers. */
export type TErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'payload_too_large';

const statusByCode: Record<TErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
};

export class AppError extends Error {
  constructor(
    public readonly code: TErrorCode,
    message: string,
    public readonly details?: unknown,
    public readonly headers?: Record<string, string>,
    /** Extra fields some contracts add to the error body (e.g. upgradeMessage and plan at a plan limit). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}
