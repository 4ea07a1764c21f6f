import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBillingConfig,
  ZCancelBody,
  ZCreatePaymentIntentBody,
  ZDowngradeBody,
  ZPayment,
  ZPaymentIntent,
  ZPaymentResult,
  ZPlanChangeResult,
  ZPortalSession,
  ZReactivationOpportunities,
  ZReactivationQuery,
  ZRequiresSelection,
  ZSimulatePaymentBody,
  ZSubscriptionStatus,
} from '@shared/contracts/billing';
import { ZPlan } from '@shared/contracts/plans';
import { forbidApiToken, requireUser } from '../auth/request-user';
import { paymentsProvider } from '../config';
import { users } from '../db/schema';
import type { TAppDeps } from '../lib/deps';
import { AppError } from '../lib/errors';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { eq } from 'drizzle-orm';
import { billingMail } from './email-billing-event';
import { listPayments, PAYMENTS_PAGE, readPayment } from './list-payments';
import { listPlans } from './list-plans';
import { payWithCard } from './pay-with-card';
import { reactivationOpportunities } from './reactivation-opportunities';
import { renderReceipt } from './render-receipt';
import { resumeSubscription, schedulePlanChange } from './schedule-plan-change';
import { createPaymentIntent } from './stripe/create-payment-intent';
import { createPortalSession } from './stripe/create-portal-session';
import { createStripeClient, requireStripe } from './stripe/stripe-client';
import { tellStripePlanChange, type TPlanChange } from './stripe/tell-stripe-plan-change';
import { subscriptionStatus } from './subscription-state';

const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(255)
    .regex(/^[\w.:-]+$/, 'Idempotency-Key may hold letters, digits, and . _ : - only')
    .optional()
    .describe('Makes a retried or double-clicked payment charge once (the first answer is repeated)'),
});

/** Plans, the signed-in user's subscription and payments (docs/product-rules.md R25–R27, R49–R54). */
export function billingRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const provider = paymentsProvider(deps.config);
  const mail = billingMail(deps.config);
  const moneyCall = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    forbidApiToken(request, 'change your plan or pay');
    return user;
  };
  const stripe = createStripeClient(deps.config);
  /** With Stripe in force, a cancel, downgrade or resume accepted here is also Stripe's (R73). */
  const tellStripe = (change: TPlanChange) =>
    stripe
      ? (
          tx: Parameters<typeof tellStripePlanChange>[0],
          sub: Parameters<typeof tellStripePlanChange>[1]['sub'],
        ) => tellStripePlanChange(tx, { stripe, sub, change, now: clock.now() })
      : undefined;
  const simulatedOnly = () => {
    if (provider !== 'simulated') {
      throw new AppError('conflict', 'Payments go through Stripe: use the checkout page.');
    }
  };
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
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: "The signed-in user's plan, subscription state and billing period",
          response: { 200: ZSubscriptionStatus },
        },
      },
      async (request) => subscriptionStatus({ db, userId: requireUser(request).id, provider }),
    );

    app.post(
      '/api/simulate-payment',
      {
        config: { access: 'user' },
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
        return payWithCard({
          db,
          clock,
          userId: moneyCall(request).id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          mail,
        });
      },
    );

    app.post(
      '/api/create-payment-intent',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary:
            'Stripe: start or upgrade a subscription; the client secret of the payment to confirm (the server sets the amount)',
          body: ZCreatePaymentIntentBody,
          response: { 200: ZPaymentIntent },
        },
      },
      async (request) => {
        const userId = moneyCall(request).id;
        return createPaymentIntent({
          db,
          clock,
          mail,
          stripe: requireStripe(stripe),
          publishableKey: deps.config.STRIPE_PUBLISHABLE_KEY ?? '',
          userId,
          plan: request.body.plan,
          reactivateCompetitorIds: request.body.reactivateCompetitorIds,
        });
      },
    );

    app.post(
      '/api/billing/portal',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: "Stripe's Customer Portal (Manage billing): a session URL that returns to Settings → Plan",
          response: { 200: ZPortalSession },
        },
      },
      async (request) => {
        const userId = moneyCall(request).id;
        return createPortalSession({
          db,
          stripe: requireStripe(stripe),
          userId,
          appUrl: deps.config.APP_URL,
        });
      },
    );

    app.get(
      '/api/reactivation-opportunities',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: 'Paused competitors that the target plan has room for',
          querystring: ZReactivationQuery,
          response: { 200: ZReactivationOpportunities },
        },
      },
      async (request) =>
        reactivationOpportunities({
          db,
          userId: requireUser(request).id,
          targetPlan: request.query.targetPlan,
        }),
    );

    app.post(
      '/api/cancel-subscription',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: 'Cancel at the period end (409 with requiresSelection when competitors must be chosen)',
          body: ZCancelBody,
          response: { 200: ZPlanChangeResult, 409: ZRequiresSelection },
        },
      },
      async (request) =>
        schedulePlanChange({
          db,
          clock,
          userId: moneyCall(request).id,
          target: 'free',
          keepCompetitorIds: request.body.keepCompetitorIds,
          mail,
          tellProvider: tellStripe({ to: 'free' }),
        }),
    );

    app.post(
      '/api/downgrade-subscription',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: 'Downgrade Pro to Starter at the period end (409 with requiresSelection as for cancel)',
          body: ZDowngradeBody,
          response: { 200: ZPlanChangeResult, 409: ZRequiresSelection },
        },
      },
      async (request) =>
        schedulePlanChange({
          db,
          clock,
          userId: moneyCall(request).id,
          target: request.body.plan,
          keepCompetitorIds: request.body.keepCompetitorIds,
          mail,
          tellProvider: tellStripe({ to: 'starter' }),
        }),
    );

    app.post(
      '/api/billing/resume',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: 'Keep the current plan: undo a cancel or downgrade scheduled for the period end',
          response: { 200: ZSubscriptionStatus },
        },
      },
      async (request) => {
        const userId = moneyCall(request).id;
        await resumeSubscription({ db, clock, userId, mail, tellProvider: tellStripe({ to: 'resume' }) });
        return subscriptionStatus({ db, userId, provider });
      },
    );

    app.get(
      '/api/billing/payments',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary: `The payment history, newest first (${PAYMENTS_PAGE.default} a page), keyset-paged (Link rel=next)`,
          querystring: pageQuery(PAYMENTS_PAGE),
          response: { 200: z.array(ZPayment) },
        },
      },
      async (request, reply) =>
        sendPage(
          request,
          reply,
          await listPayments({ db, userId: requireUser(request).id, ...request.query }),
        ),
    );

    app.get(
      '/api/billing/payments/:id/receipt',
      {
        config: { access: 'owner' },
        schema: {
          tags: ['billing'],
          summary: 'A printable receipt of one of your payments (HTML)',
          params: z.object({ id: z.uuid('Payment id must be a UUID') }),
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const payment = await readPayment(db, user.id, request.params.id);
        const [who] = await db
          .select({
            email: users.email,
            first: users.firstName,
            last: users.lastName,
            username: users.username,
          })
          .from(users)
          .where(eq(users.id, user.id));
        const name = [who?.first, who?.last].filter(Boolean).join(' ') || who?.username || user.username;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(renderReceipt(payment, { email: who?.email ?? user.email, name }));
      },
    );
  };
}
