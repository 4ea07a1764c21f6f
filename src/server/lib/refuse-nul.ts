import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const NUL = '\u0000';
const MAX_DEPTH = 20;

/**
 * Refuses, before validation, any request whose path, query or body carries a NUL character: PostgreSQL
 * cannot store one in text, so it could only ever fail later as a database error.
 */
export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      nulAt(request.params, 'params') ?? nulAt(request.query, 'query') ?? nulAt(request.body, 'body');
    if (field === null) return;
    const message = `${field} must not contain a NUL character (\\u0000).`;
    throw new AppError('bad_request', message, { details: [{ field, message }] });
  });
}

/** The path of the first string holding a NUL ('body.name', 'query.q'), or null. */
function nulAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes(NUL)) return path;
    const found = nulAt(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
