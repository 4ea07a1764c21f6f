import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../db/client';
import type { TPoolLoad } from '../db/pool-load';
import type { TLogger } from '../lib/logger';
import { dbPoolInUse, dbPoolWaiting, metricsRegistry } from './metrics';
import { refreshQueueMetrics } from './queue-metrics';

/**
 * GET /metrics for Prometheus, outside /api and outside the API document: its access is 'metrics' (the bearer
 * token METRICS_TOKEN; no such endpoint while it is unset, lib/route-access.ts). The gauges read at scrape time
 * (queues, database pool) are refreshed first.
 */
export function metricsRoutes(opts: {
  db: TDb;
  log: TLogger;
  poolLoad?: () => TPoolLoad;
}): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/metrics',
      { config: { access: 'metrics' }, schema: { hide: true } },
      async (_request, reply) => {
        if (opts.poolLoad) {
          const load = opts.poolLoad();
          dbPoolInUse.set(load.inUse);
          dbPoolWaiting.set(load.waiting);
        }
        // A database that does not answer must not take the process's other metrics with it.
        await refreshQueueMetrics(opts.db).catch((err: unknown) =>
          opts.log.warn({ err }, 'metrics: the job queues could not be read'),
        );
        return reply
          .header('content-type', metricsRegistry.contentType)
          .header('cache-control', 'no-store')
          .send(await metricsRegistry.metrics());
      },
    );
  };
}
