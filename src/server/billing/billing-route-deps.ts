import type { FastifyRequest } from 'fastify';
import { forbidApiToken, requireScope } from '../auth/request-user';
import { paymentsProvider } from '../config';
import type { TAppDeps } from '../lib/deps';
import { billingMail, type TBillingMail } from './email-billing-event';
import { createStripeClient, type TStripe } from './stripe/stripe-client';

/** What each group of billing routes receives; the provider, mail settings and Stripe client are read once. */
export type TBillingRouteDeps = Pick<TAppDeps, 'db' | 'clock' | 'config'> & {
  provider: ReturnType<typeof paymentsProvider>;
  mail: TBillingMail;
  /** Null when the simulated provider is in force (docs/product-rules.md R70). */
  stripe: TStripe | null;
};

export function billingRouteDeps(deps: TAppDeps): TBillingRouteDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    provider: paymentsProvider(deps.config),
    mail: billingMail(deps.config),
    stripe: createStripeClient(deps.config),
  };
}

/**
 * A call that moves money or changes the plan: a signed-in session, never an API token, acting in its account
 * (docs/product-rules.md R24: the subscription is the account's; the route's role `owner` is checked before).
 */
export function moneyCall(request: FastifyRequest): { accountId: string; userId: string } {
  const { accountId, userId } = requireScope(request);
  forbidApiToken(request, 'change your plan or pay');
  return { accountId, userId };
}
