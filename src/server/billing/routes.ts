import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSubscriptionStatus } from '@shared/contracts/auth';
import { ZPlan } from '@shared/contracts/plans';
import { planOf } from '@shared/constants/plans';
import { requireUser } from '../auth/request-user';
import type { TAppDeps } from '../lib/deps';
import { listPlans } from './list-plans';

export function billingRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/plans',
      {
        config: { access: 'public' },
        schema: { tags: ['billing'], summary: 'The plans on sale', response: { 200: z.array(ZPlan) } },
      },
      async () => listPlans(deps.db),
    );

    // Plan and status come from the user row until the billing module records paid periods.
    app.get(
      '/api/subscription-status',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: "The signed-in user's plan and subscription status",
          response: { 200: ZSubscriptionStatus },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return {
          plan: planOf(user.subscriptionPlan),
          status: user.subscriptionStatus,
          currentPeriodEnd: null,
        };
      },
    );
  };
}
