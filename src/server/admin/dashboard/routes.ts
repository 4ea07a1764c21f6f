import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminCharts, ZAdminPayment, ZAdminStats } from '@shared/contracts/admin';
import { ZErrorBody, ZMessage } from '@shared/contracts/common';
import { requireAdmin } from '../../auth/request-user';
import type { TAppDeps } from '../../lib/deps';
import { getPaymentFigures } from '../payments/payment-figures';
import { CHART_DAYS, getAdminCharts, getAdminStats } from './admin-stats';
import { adminScrapeCompetitor } from './scrape-competitor';

/** /admin (docs/product-rules.md R64): the figures of the dashboard and its manual scrape. */
export function adminDashboardRoutes(deps: Pick<TAppDeps, 'db' | 'scheduler'>): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/stats',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'The stat cards: users, revenue per currency, competitors, alerts',
          response: { 200: ZAdminStats },
        },
      },
      async () => getAdminStats({ db }),
    );

    app.get(
      '/api/admin/charts',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Sign-ups, MRR and scrape outcomes per day over 30 days',
          response: { 200: ZAdminCharts },
        },
      },
      async () => getAdminCharts({ db }),
    );

    app.get(
      '/api/admin/payments',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Recent payments, newest first (empty until payments are recorded)',
          response: { 200: z.array(ZAdminPayment) },
        },
      },
      async () =>
        (await getPaymentFigures({ db, now: new Date(), days: CHART_DAYS, recentLimit: 50 })).recentPayments,
    );

    app.post(
      '/api/admin/scrape-competitor/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Queue a manual scrape of any user's competitor",
          params: z.object({ id: z.uuid('Competitor id must be a UUID') }),
          response: { 202: ZMessage, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        await adminScrapeCompetitor({
          db,
          scheduler: deps.scheduler,
          admin: requireAdmin(request),
          competitorId: request.params.id,
        });
        return reply.code(202).send({ message: 'Manual scraping initiated for competitor.' });
      },
    );
  };
}
