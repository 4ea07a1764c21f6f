import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminCompetitor } from '@shared/contracts/admin-competitors';
import type { TDb } from '../../db/client';
import { listAdminCompetitors } from './list-admin-competitors';

export function adminCompetitorRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/competitors',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Every user's competitors with the owner's email, newest first",
          response: { 200: z.array(ZAdminCompetitor) },
        },
      },
      async () => listAdminCompetitors({ db: deps.db }),
    );
  };
}
