import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardStats } from '@shared/contracts/insights';
import { requireScope } from '../auth/request-user';
import type { TDb } from '../db/client';
import { getDashboardStats } from './get-dashboard-stats';

export function dashboardRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/dashboard/stats',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['dashboard'],
          summary: 'The four dashboard figures over the active competitors',
          response: { 200: ZDashboardStats },
        },
      },
      async (request) => getDashboardStats({ db, accountId: requireScope(request).accountId }),
    );
  };
}
