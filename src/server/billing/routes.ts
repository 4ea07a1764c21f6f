import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSubscriptionStatus } from '@shared/contracts/auth';
import { ZErrorBody } from '@shared/contracts/common';
import { planOf } from '@shared/constants/plans';
import { requireUser } from '../auth/request-user';

/** Plan and status come from the user row until the billing module records paid periods. */
export function billingRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/subscription-status',
      { schema: { tags: ['billing'], response: { 200: ZSubscriptionStatus, 401: ZErrorBody } } },
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
