import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDashboardStats } from '@shared/contracts/insights';
import { ZOnboarding, ZOnboardingSkip } from '@shared/contracts/onboarding';
import { personAndAccount, requireScope, requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';
import { getDashboardStats } from './get-dashboard-stats';
import { getOnboarding } from './get-onboarding';
import { skipOnboardingStep } from './skip-onboarding-step';

/** The dashboard: its four figures and its getting-started card (docs/product-rules.md R148). */
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

    app.get(
      '/api/dashboard/getting-started',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['dashboard'],
          summary:
            'The getting-started steps, each done (from the account’s rows) or skipped (by me), and whether the card shows',
          response: { 200: ZOnboarding },
        },
      },
      async (request) => getOnboarding({ db, ...personAndAccount(request) }),
    );

    app.post(
      '/api/dashboard/getting-started/skips',
      {
        // Skipping is the person's own choice about their dashboard, whatever their role.
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['dashboard'],
          summary: 'Skip a getting-started step for good (only the own store can be skipped)',
          body: ZOnboardingSkip,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await skipOnboardingStep({ db, userId: requireUser(request).id, step: request.body.step });
        return reply.code(204).send(null);
      },
    );
  };
}
