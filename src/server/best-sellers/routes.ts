import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClimbers } from '@shared/contracts/best-sellers';
import { requireScope } from '../auth/request-user';
import type { TDb } from '../db/client';
import { listAccountClimbers } from './list-climbers';

/** Best sellers across the account's competitors (one competitor's and one product's live under their own prefixes). */
export function bestSellerRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/best-sellers/climbers',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['products'],
          summary:
            "The products that climbed most in their store's own best-selling order (not units sold) over the last 7 days",
          response: { 200: ZClimbers },
        },
      },
      async (request) => listAccountClimbers({ db, accountId: requireScope(request).accountId }),
    );
  };
}
