import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatePaymentIntentBody,
  ZPaymentIntent,
  ZPaymentResult,
  ZPortalSession,
  ZSimulatePaymentBody,
} from '@shared/contracts/billing';
import { AppError } from '../lib/errors';
import { moneyCall, type TBillingRouteDeps } from './billing-route-deps';
import { payWithCard } from './pay-with-card';
import { createPaymentIntent } from './stripe/create-payment-intent';
import { createPortalSession } from './stripe/create-portal-session';
import { requireStripe } from './stripe/stripe-client';

const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(255)
    .regex(/^[\w.:-]+$/, 'Idempotency-Key may hold letters, digits, and . _ : - only')
    .optional()
    .describe('Makes a retried or double-clicked payment charge once (the first answer is repeated)'),
});

/** Paying: with the simulated provider's test cards, or through Stripe's payment and Customer Portal. */
export function paymentRoutes(deps: TBillingRouteDeps): FastifyPluginAsyncZod {
  const { db, clock, mail, stripe } = deps;
  const simulatedOnly = () => {
    if (deps.provider !== 'simulated') {
      throw new AppError('conflict', 'Payments go through Stripe: use the checkout page.');
    }
  };
  return async (app) => {
    app.post(
      '/api/simulate-payment',
      {
        config: { access: 'user', role: 'owner', action: 'pay for a plan' },
        schema: {
          tags: ['billing'],
          summary:
            'Pay for Starter or Pro with the simulated provider (test cards); the server sets the amount',
          headers: ZIdempotencyHeaders,
          body: ZSimulatePaymentBody,
          response: { 200: ZPaymentResult },
        },
      },
      async (request) => {
        simulatedOnly();
        const { accountId, userId } = moneyCall(request);
        return payWithCard({
          db,
          clock,
          accountId,
          payerId: userId,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          mail,
        });
      },
    );

    app.post(
      '/api/create-payment-intent',
      {
        config: { access: 'user', role: 'owner', action: 'pay for a plan' },
        schema: {
          tags: ['billing'],
          summary:
            'Stripe: start or upgrade a subscription; the client secret of the payment to confirm (the server sets the amount)',
          body: ZCreatePaymentIntentBody,
          response: { 200: ZPaymentIntent },
        },
      },
      async (request) => {
        const { accountId, userId } = moneyCall(request);
        return createPaymentIntent({
          db,
          clock,
          mail,
          stripe: requireStripe(stripe),
          publishableKey: deps.config.STRIPE_PUBLISHABLE_KEY ?? '',
          accountId,
          payerId: userId,
          plan: request.body.plan,
          reactivateCompetitorIds: request.body.reactivateCompetitorIds,
        });
      },
    );

    app.post(
      '/api/billing/portal',
      {
        config: { access: 'user', role: 'owner', action: 'manage billing' },
        schema: {
          tags: ['billing'],
          summary: "Stripe's Customer Portal (Manage billing): a session URL that returns to Settings → Plan",
          response: { 200: ZPortalSession },
        },
      },
      async (request) => {
        const accountId = moneyCall(request).accountId;
        return createPortalSession({
          db,
          stripe: requireStripe(stripe),
          accountId,
          appUrl: deps.config.APP_URL,
        });
      },
    );
  };
}
