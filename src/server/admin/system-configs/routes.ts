import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZSystemConfig, ZSystemConfigList, ZSystemConfigPut } from '@shared/contracts/system-config';
import { requireAdmin } from '../../auth/request-user';
import { ZRestartScraping } from '@shared/contracts/admin-scraping';
import type { TDb } from '../../db/client';
import type { TScrapeScheduler } from '../../monitoring/storefront-port';
import { restartScraping } from './restart-scraping';
import { listSystemConfigs } from './list-system-configs';
import { updateSystemConfig } from './update-system-config';

export function adminSystemConfigRoutes(deps: {
  db: TDb;
  scheduler: TScrapeScheduler;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/system-configs',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Every system setting with its value, type and range',
          response: { 200: ZSystemConfigList },
        },
      },
      async () => ({ success: true as const, configs: await listSystemConfigs({ db }) }),
    );

    app.put(
      '/api/admin/system-configs/:key',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Change one system setting (its type and range are checked)',
          params: z.object({ key: z.string().max(100) }),
          body: ZSystemConfigPut,
          response: { 200: ZSystemConfig, 404: ZErrorBody },
        },
      },
      async (request) =>
        updateSystemConfig({
          db,
          key: request.params.key,
          value: request.body.value,
          admin: requireAdmin(request),
        }),
    );

    app.post(
      '/api/admin/restart-scraping',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Release scrape runs stuck past the timeout and queue every due store; answers what it did',
          response: { 200: ZRestartScraping },
        },
      },
      async (request) => restartScraping({ db, scheduler: deps.scheduler, admin: requireAdmin(request) }),
    );
  };
}
