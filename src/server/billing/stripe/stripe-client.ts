import Stripe from 'stripe';
import { paymentsProvider, type TConfig } from '../../config';
import { AppError } from '../../lib/errors';

export type TStripe = Stripe;

/**
 * The Stripe client, or null when the simulated provider is in force (docs/product-rules.md R70).
 * STRIPE_API_URL (tests, the local stand-in) replaces Stripe's host, port and protocol.
 */
export function createStripeClient(config: TConfig): Stripe | null {
  if (paymentsProvider(config) !== 'stripe' || !config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Rivalwatch' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export const STRIPE_NOT_CONFIGURED =
  'Stripe is not configured: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.';

/** The client, or a 409 saying what to configure (the honest answer while the simulated provider is in force). */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new AppError('conflict', STRIPE_NOT_CONFIGURED);
  return stripe;
}

/**
 * Stripe's failures as our answers: a rate limit or an outage is a 503 to try again, a card problem a 402,
 * anything else Stripe refused a 502-like 503 with Stripe's message kept out of the answer (it is logged).
 */
export function fromStripeError(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  if (err instanceof Stripe.errors.StripeCardError) {
    return new AppError('payment_required', err.message, { extra: { error: err.code ?? 'card_error' } });
  }
  if (err instanceof Stripe.errors.StripeRateLimitError) {
    return new AppError('unavailable', 'Stripe is busy right now. Try again in a moment.', {
      retryAfterSeconds: 5,
    });
  }
  return new AppError('unavailable', 'Stripe could not be reached or refused the request. Try again later.', {
    retryAfterSeconds: 30,
    extra: { stripeError: err.type },
  });
}

/** Runs a Stripe call, turning its errors into AppErrors. */
export async function callStripe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw fromStripeError(err);
  }
}
