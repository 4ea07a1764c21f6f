import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../lib/deps';
import { billingRouteDeps } from './billing-route-deps';
import { paymentHistoryRoutes } from './payment-history-routes';
import { paymentRoutes } from './payment-routes';
import { planChangeRoutes } from './plan-change-routes';
import { planRoutes } from './plan-routes';

/** Plans, the signed-in user's subscription and payments (docs/product-rules.md R25–R27, R49–R54). */
export function billingRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const billing = billingRouteDeps(deps);
  return async (app) => {
    await app.register(planRoutes(billing));
    await app.register(paymentRoutes(billing));
    await app.register(planChangeRoutes(billing));
    await app.register(paymentHistoryRoutes(billing));
  };
}
