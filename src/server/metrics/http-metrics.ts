import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './metrics';

/** What a request that matched no route (a 404, the web app's fallback page) is counted as. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Counts every answer by its route's pattern (`/api/competitors/:id`), never the URL it was called with. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
