import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelBody,
  ZDowngradeBody,
  ZPlanChangeResult,
  ZReactivationOpportunities,
  ZReactivationQuery,
  ZRequiresSelection,
  ZSubscriptionStatus,
} from '@shared/contracts/billing';
import { requireScope } from '../auth/request-user';
import { moneyCall, type TBillingRouteDeps } from './billing-route-deps';
import { reactivationOpportunities } from './reactivation-opportunities';
import { resumeSubscription, schedulePlanChange } from './schedule-plan-change';
import { tellStripePlanChange, type TPlanChange } from './stripe/tell-stripe-plan-change';
import { subscriptionStatus } from './subscription-state';

const actor = (call: { accountId: string; userId: string }) => ({
  accountId: call.accountId,
  actorId: call.userId,
});

/** Changes at the period end: cancel, downgrade, or resume (docs/product-rules.md R49–R54). */
export function planChangeRoutes(deps: TBillingRouteDeps): FastifyPluginAsyncZod {
  const { db, clock, mail, stripe, provider } = deps;
  /** With Stripe in force, a cancel, downgrade or resume accepted here is also Stripe's (R73). */
  const tellStripe = (change: TPlanChange) =>
    stripe
      ? (
          tx: Parameters<typeof tellStripePlanChange>[0],
          sub: Parameters<typeof tellStripePlanChange>[1]['sub'],
        ) => tellStripePlanChange(tx, { stripe, sub, change, now: clock.now() })
      : undefined;
  return async (app) => {
    app.get(
      '/api/reactivation-opportunities',
      {
        config: { access: 'user', role: 'owner', action: 'see or change the plan' },
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
          accountId: requireScope(request).accountId,
          targetPlan: request.query.targetPlan,
        }),
    );

    app.post(
      '/api/cancel-subscription',
      {
        config: { access: 'user', role: 'owner', action: 'cancel the plan' },
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
          ...actor(moneyCall(request)),
          target: 'free',
          keepCompetitorIds: request.body.keepCompetitorIds,
          mail,
          tellProvider: tellStripe({ to: 'free' }),
        }),
    );

    app.post(
      '/api/downgrade-subscription',
      {
        config: { access: 'user', role: 'owner', action: 'change the plan' },
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
          ...actor(moneyCall(request)),
          target: request.body.plan,
          keepCompetitorIds: request.body.keepCompetitorIds,
          mail,
          tellProvider: tellStripe({ to: 'starter' }),
        }),
    );

    app.post(
      '/api/billing/resume',
      {
        config: { access: 'user', role: 'owner', action: 'change the plan' },
        schema: {
          tags: ['billing'],
          summary: 'Keep the current plan: undo a cancel or downgrade scheduled for the period end',
          response: { 200: ZSubscriptionStatus },
        },
      },
      async (request) => {
        const { accountId, userId } = moneyCall(request);
        await resumeSubscription({
          db,
          clock,
          accountId,
          actorId: userId,
          mail,
          tellProvider: tellStripe({ to: 'resume' }),
        });
        return subscriptionStatus({ db, accountId, provider });
      },
    );
  };
}
