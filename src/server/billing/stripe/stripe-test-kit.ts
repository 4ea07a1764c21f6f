import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { STAND_IN_KEYS, startStripeStandIn, type TStripeStandIn } from '../../testing/stripe-stand-in';

/**
 * Tests against the local Stripe stand-in: `env` goes to useTestApp (its STRIPE_API_URL is filled in once the
 * stand-in listens, before the first test's app is built).
 */
export function useStripeStandIn(): { env: Record<string, string>; standIn: () => TStripeStandIn } {
  const env: Record<string, string> = { ...STAND_IN_KEYS, STRIPE_API_URL: 'http://127.0.0.1:9' };
  let standIn: TStripeStandIn | null = null;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    env.STRIPE_API_URL = standIn.url;
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return { env, standIn: () => standIn! };
}

/** Delivers a Stripe event to the webhook, signed as Stripe signs it. */
export function deliver(app: FastifyInstance, e: { body: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: e.body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': e.signature },
  });
}

export function checkout(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: body,
    headers: { cookie },
  });
}
