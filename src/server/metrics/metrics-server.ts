import Fastify, { type FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TPoolLoad } from '../db/pool-load';
import { registerErrorHandler } from '../lib/error-handler';
import type { TLogger } from '../lib/logger';
import { registerRouteAccess } from '../lib/route-access';
import { metricsRoutes } from './routes';

/**
 * GET /metrics of a process without the web app (`npm run worker`), on METRICS_PORT: the same route and token
 * rule as the web process (routes.ts, lib/route-access.ts), and nothing else. None while METRICS_TOKEN is unset.
 * Returns the listening server (its address says the port), or null.
 */
export async function startMetricsServer(opts: {
  config: TConfig;
  db: TDb;
  log: TLogger;
  poolLoad?: () => TPoolLoad;
}): Promise<FastifyInstance | null> {
  const { config, log } = opts;
  if (!config.METRICS_TOKEN) return null;
  const app = Fastify({ loggerInstance: log.child({ server: 'metrics' }) });
  registerErrorHandler(app);
  registerRouteAccess(app, { metricsToken: config.METRICS_TOKEN });
  await app.register(metricsRoutes(opts));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'not_found',
    }),
  );
  await app.listen({ port: config.METRICS_PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.METRICS_PORT;
  log.info({ metricsPort: port }, `metrics served on port ${port} (GET /metrics)`);
  return app;
}
