import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActivitiesQuery, ZAdminActivity } from '@shared/contracts/admin';
import type { TAppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/send-page';
import { ACTIVITIES_PAGE, listActivities } from './list-activities';
import { pageQuery } from '../../lib/page-query';

export function adminActivityRoutes(deps: Pick<TAppDeps, 'db'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/activities',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'System Activities: scrapes, sign-ups, admin actions (the audit log) and payments, newest first, by cursor',
          querystring: pageQuery(ACTIVITIES_PAGE).extend(
            ZActivitiesQuery.omit({ limit: true, cursor: true }).shape,
          ),
          response: { 200: z.array(ZAdminActivity) },
        },
      },
      async (request, reply) =>
        sendPage(request, reply, await listActivities({ db: deps.db, query: request.query })),
    );
  };
}
