import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBillingConfig, ZSubscriptionStatus } from '@shared/contracts/billing';
import { ZPlan } from '@shared/contracts/plans';
import { requireScope } from '../auth/request-user';
import type { TBillingRouteDeps } from './billing-route-deps';
import { listPlans } from './list-plans';
import { subscriptionStatus } from './subscription-state';

/** What is on sale, how payments are taken, and where the signed-in user's subscription stands. */
export function planRoutes(deps: TBillingRouteDeps): FastifyPluginAsyncZod {
  const { db, provider } = deps;
  return async (app) => {
    app.get(
      '/api/plans',
      {
        config: { access: 'public' },
        schema: { tags: ['billing'], summary: 'The plans on sale', response: { 200: z.array(ZPlan) } },
      },
      async () => listPlans(db),
    );

    app.get(
      '/api/billing/config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary: 'The payment provider in force (simulated or stripe) and its public key',
          response: { 200: ZBillingConfig },
        },
      },
      async () => ({
        provider,
        publishableKey: provider === 'stripe' ? (deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        customerPortal: provider === 'stripe',
        currency: 'usd',
      }),
    );

    app.get(
      '/api/subscription-status',
      {
        config: { access: 'user', role: 'owner', action: 'see or change the plan' },
        schema: {
          tags: ['billing'],
          summary: "The signed-in user's plan, subscription state and billing period",
          response: { 200: ZSubscriptionStatus },
        },
      },
      async (request) => subscriptionStatus({ db, accountId: requireScope(request).accountId, provider }),
    );
  };
}
