import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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
      (err instanceof SyntaxError && err.statusCode === 400)
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

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it holds a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/** The router's own refusals (before any route, so before the error handler), in the app's error shape. */
export function sendFrameworkError(err: FastifyError, reply: FastifyReply): FastifyReply {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ message: FRAMEWORK_MESSAGES[err.code] ?? err.message, code: 'bad_url' }));
}
