import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPageViewStats } from '@shared/contracts/page-views';
import type { TAppDeps } from '../../lib/deps';
import { getPageViewStats } from './get-page-view-stats';

/** The page views counted first-party, for the admin dashboard (docs/product-rules.md R33). */
export function adminPageViewRoutes(deps: Pick<TAppDeps, 'db'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/page-views',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Page views counted first-party: today, 7 and 30 days (UTC), and the most viewed paths',
          response: { 200: ZPageViewStats },
        },
      },
      async () => getPageViewStats({ db: deps.db, now: new Date() }),
    );
  };
}
