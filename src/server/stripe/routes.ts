import { billingMail } from '../billing/email-billing-event';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { handleStripeEvent } from '../billing/stripe/handle-stripe-event';
import { createStripeClient, STRIPE_NOT_CONFIGURED } from '../billing/stripe/stripe-client';
import type { TAppDeps } from '../lib/deps';
import { AppError } from '../lib/errors';

/** Stripe's events are small; a body beyond this is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/stripe/webhook (docs/product-rules.md R72). This plugin alone reads bodies as raw text, so the
 * signature is checked over exactly the bytes Stripe signed; the rest of the app keeps its JSON parser.
 */
export function stripeRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const stripe = createStripeClient(deps.config);
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary: "Stripe's events (signed): invoices, subscriptions, checkout; each applied once",
          headers: z.object({
            'stripe-signature': z
              .string({ error: 'The Stripe-Signature header is missing.' })
              .min(1, 'The Stripe-Signature header is missing.')
              .max(4096),
          }),
          response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
        },
      },
      async (request) => {
        const payload = typeof request.body === 'string' ? request.body : '';
        if (!stripe || !secret) throw new AppError('conflict', STRIPE_NOT_CONFIGURED);
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(payload, request.headers['stripe-signature'], secret);
        } catch (err) {
          const message =
            err instanceof Stripe.errors.StripeSignatureVerificationError
              ? 'The Stripe-Signature does not match this body.'
              : 'The body is not a Stripe event.';
          throw new AppError('bad_request', message, { details: [{ field: 'stripe-signature', message }] });
        }
        if (typeof event?.id !== 'string' || typeof event.data?.object !== 'object' || !event.data.object) {
          throw new AppError('bad_request', 'The body is not a Stripe event.');
        }
        const outcome = await handleStripeEvent({
          db: deps.db,
          stripe,
          event,
          now: deps.clock.now(),
          mail: billingMail(deps.config),
        });
        request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const, outcome };
      },
    );
  };
}
