import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogRoutes } from './stripe-stand-in/catalog';
import { customerRoutes } from './stripe-stand-in/customers';
import { createRequestHandler, type TStandInRequestLog } from './stripe-stand-in/handle-request';
import { invoiceRoutes } from './stripe-stand-in/invoices';
import { scheduleRoutes } from './stripe-stand-in/schedules';
import { createStripeStore, type TObj } from './stripe-stand-in/store';
import { subscriptionRoutes } from './stripe-stand-in/subscriptions';
import { stripeTestControls, type TStripeTestControls } from './stripe-stand-in/test-controls';
import { stripeError } from './stripe-stand-in/wire';

export type { TObj } from './stripe-stand-in/store';
export { decodeStripeForm } from './stripe-stand-in/wire';

/**
 * A small local Stripe for tests: the REST calls Rivalwatch makes, with Stripe's request shapes (form-encoded
 * bodies with bracketed keys, `Authorization: Bearer sk_test_…`, the Idempotency-Key header, `expand[]`) and its
 * error bodies (401 for a wrong key, 404 resource_missing, 429 rate_limit on demand, 400 idempotency_error).
 * Objects live in memory. Test helpers pay invoices, renew periods and build signed webhook events the way
 * Stripe would send them.
 * Each resource area has its file in stripe-stand-in/; this one builds the server and the tests' handle.
 */

export type TStripeStandIn = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every request received: method, path, idempotency key. */
  requests: TStandInRequestLog;
  customers: Map<string, TObj>;
  subscriptions: Map<string, TObj>;
  invoices: Map<string, TObj>;
  prices: Map<string, TObj>;
  products: Map<string, TObj>;
  schedules: Map<string, TObj>;
  /** The next n requests answer 429 with Stripe's rate-limit error. */
  rateLimitNext(n: number): void;
  /** Stripe's time, seconds; each change moves it one second on so objects' times are ordered. */
  now(): number;
  close(): Promise<void>;
} & TStripeTestControls;

/** The keys the stand-in accepts (test-mode shapes; nothing secret). */
export const STAND_IN_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin0000000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin0000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin00000000000000000000',
};

export async function startStripeStandIn(): Promise<TStripeStandIn> {
  const secretKey = STAND_IN_KEYS.STRIPE_SECRET_KEY;
  const webhookSecret = STAND_IN_KEYS.STRIPE_WEBHOOK_SECRET;
  const store = createStripeStore();
  const requests: TStandInRequestLog = [];
  const { handle, rateLimitNext } = createRequestHandler({
    secretKey,
    requests,
    routes: [
      ...customerRoutes(store),
      ...catalogRoutes(store),
      ...subscriptionRoutes(store),
      ...scheduleRoutes(store),
      ...invoiceRoutes(store),
    ],
  });

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) =>
      stripeError(res, 500, { type: 'api_error', message: err.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    customers: store.customers,
    subscriptions: store.subscriptions,
    invoices: store.invoices,
    prices: store.prices,
    products: store.products,
    schedules: store.schedules,
    rateLimitNext,
    now: () => store.clock,
    ...stripeTestControls(store, webhookSecret),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
