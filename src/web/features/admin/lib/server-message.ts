import { ApiError } from '@web/lib/api-client';

/** The message field of the server's JSON answer, when it sent one (docs/product-rules.md R36). */
export function serverMessage(err: unknown): string | undefined {
  const body = err instanceof ApiError ? err.body : undefined;
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
