import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, databaseUnavailableCause } from '../db/is-unavailable';
import { AppError } from './errors';

type TFieldIssue = { field: string; message: string };

/**
 * The one error handler: every non-2xx answer is {message, code?, details?} (plus a contract's extra fields),
 * written here with JSON.stringify rather than through the route's response contract, so an error body can
 * never fail serialization and turn a 4xx into a 500. A 5xx never carries internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: TFieldIssue[] = err.validation.map((v) => ({
        field: fieldOf(v.instancePath, v.params),
        message: v.message ?? 'Invalid value',
      }));
      const summary = details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join('; ');
      return reply
        .code(400)
        .send({ message: `Invalid input. ${summary}`, code: 'validation_failed', details });
    }
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      if (err.statusCode >= 500) request.log.warn({ code: err.code }, err.message);
      return reply.code(err.statusCode).send({
        error: err.message,
        ...err.extra,
        message: err.message,
        code: err.code,
        details: err.details,
      });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: 'The request body is too large.', code: 'payload_too_large' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send({ message: 'Send the request body as JSON.', code: 'unsupported_media_type' });
    }
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.code(400).send({ message: 'The request body is not valid JSON.', code: 'malformed_json' });
    }
    const unavailable = databaseUnavailableCause(err);
    if (unavailable) {
      request.log.error({ err: unavailable }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      return reply.code(503).send(DATABASE_UNAVAILABLE.body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: err.message, code: err.code });
    }
    request.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}

function fieldOf(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const keys = (params as { keys?: string[] } | undefined)?.keys;
  if (keys?.length) return [path, keys.join(', ')].filter(Boolean).join('.');
  return path;
}
