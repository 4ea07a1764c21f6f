import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The request id of the work in progress: an HTTP request's, or the one a job carries from the request that
 * queued it. The logger adds it to every line (logger.ts) and the job queue puts it into the jobs sent meanwhile
 * (jobs/request-ids.ts), so one id follows a click from the web process into the worker's log.
 */
const context = new AsyncLocalStorage<{ reqId: string }>();

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is honoured only when it is a short token (a proxy's or a load balancer's); else a new one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id of a new request: the caller's x-request-id when it is sane, else a random one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.reqId;
}

/** Runs fn (and everything it starts) as the work of the request reqId. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return context.run({ reqId }, fn);
}

/**
 * Every answer names its request id (x-request-id), and the handler runs in the request's context. The context
 * is entered in preHandler, after the body is read (a stream's events would run outside it).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => withRequestId(request.id, done));
}
