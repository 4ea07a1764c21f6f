import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminCompetitor } from '@shared/contracts/admin-competitors';
import { ZErrorBody } from '@shared/contracts/common';
import { requireAdmin } from '../auth/request-user';
import type { TDb } from '../db/client';
import { listAdminCompetitors } from './list-admin-competitors';

/** GET /api/admin/competitors (admin only). */
export function adminCompetitorRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/competitors',
      {
        schema: {
          tags: ['admin'],
          summary: "Every user's competitors with the owner's email, newest first",
          response: { 200: z.array(ZAdminCompetitor), 401: ZErrorBody, 403: ZErrorBody },
        },
      },
      async (request) => {
        requireAdmin(request);
        return listAdminCompetitors({ db: deps.db });
      },
    );
  };
}
