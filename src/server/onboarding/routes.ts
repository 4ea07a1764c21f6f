import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOnboarding, ZOnboardingSkip } from '@shared/contracts/onboarding';
import { personAndAccount, requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';
import { getOnboarding } from './get-onboarding';
import { skipOnboardingStep } from './skip-onboarding-step';

/** The dashboard's getting-started card (docs/product-rules.md R152): its steps, and skipping one. */
export function onboardingRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/onboarding',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['onboarding'],
          summary:
            'The getting-started steps, each done (from the account’s rows) or skipped (by me), and whether the card shows',
          response: { 200: ZOnboarding },
        },
      },
      async (request) => getOnboarding({ db, ...personAndAccount(request) }),
    );

    app.post(
      '/api/onboarding/skips',
      {
        // Skipping is the person's own choice about their dashboard, whatever their role.
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['onboarding'],
          summary: 'Skip a getting-started step for good (only the own store can be skipped)',
          body: ZOnboardingSkip,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await skipOnboardingStep({ db, userId: requireUser(request).id, step: request.body.step });
        return reply.code(204).send(null);
      },
    );
  };
}
