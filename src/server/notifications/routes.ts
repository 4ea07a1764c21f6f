import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNotification } from '@shared/contracts/alerts';
import { personAndAccount } from '../auth/request-user';
import type { TDb } from '../db/client';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { NOTIFICATIONS_PAGE, listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-notifications-read';

const feedQuery = pageQuery(NOTIFICATIONS_PAGE);

/** The in-app feed of alerts. */
export function notificationRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['notifications'],
          summary: `The feed, newest first (${NOTIFICATIONS_PAGE.default} a page), keyset-paged (Link rel=next)`,
          querystring: feedQuery,
          response: { 200: z.array(ZNotification) },
        },
      },
      async (request, reply) =>
        sendPage(
          request,
          reply,
          await listNotifications({ db, ...personAndAccount(request), ...request.query }),
        ),
    );

    app.post(
      '/api/notifications/read',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['notifications'],
          summary: "Mark the caller's notifications in the account in use read (not another account's)",
          response: { 200: z.object({ updated: z.number().int() }) },
        },
      },
      async (request) => ({ updated: await markNotificationsRead({ db, ...personAndAccount(request) }) }),
    );
  };
}
