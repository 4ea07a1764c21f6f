import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNotification } from '@shared/contracts/alerts';
import { ZErrorBody } from '@shared/contracts/common';
import { ZDashboardStats } from '@shared/contracts/insights';
import { requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';
import { getDashboardStats } from './get-dashboard-stats';
import { NOTIFICATIONS_PAGE, listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-notifications-read';

const feedQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE.max).optional(),
  cursor: z.string().max(200).optional(),
});

/** The in-app feed and the dashboard figures. */
export function notificationRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: `The feed, newest first (${NOTIFICATIONS_PAGE.default} a page); x-next-cursor names the next page`,
          querystring: feedQuery,
          response: { 200: z.array(ZNotification), 400: ZErrorBody, 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        const page = await listNotifications({ db, userId: requireUser(request).id, ...request.query });
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.items;
      },
    );

    app.post(
      '/api/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark every notification read',
          response: { 200: z.object({ updated: z.number().int() }), 401: ZErrorBody },
        },
      },
      async (request) => ({ updated: await markNotificationsRead({ db, userId: requireUser(request).id }) }),
    );

    app.get(
      '/api/dashboard/stats',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The four dashboard figures over the active competitors',
          response: { 200: ZDashboardStats, 401: ZErrorBody },
        },
      },
      async (request) => getDashboardStats({ db, userId: requireUser(request).id }),
    );
  };
}
