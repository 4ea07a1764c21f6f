import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicUser } from '@shared/contracts/auth';
import { ZErrorBody } from '@shared/contracts/common';
import { PLAN_KEYS } from '@shared/constants/plans';
import { toPublicUser } from '../../auth/public-user';
import type { TAppDeps } from '../../lib/deps';
import { setUserPlan } from './set-user-plan';

export function adminUserRoutes(deps: Pick<TAppDeps, 'db'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/api/admin/users/:id/plan',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Set a user's plan",
          params: z.object({ id: z.uuid('User id must be a UUID') }),
          body: z.strictObject({
            plan: z.enum(PLAN_KEYS, `Plan must be one of: ${PLAN_KEYS.join(', ')}`),
          }),
          response: { 200: ZPublicUser, 404: ZErrorBody },
        },
      },
      async (request) =>
        toPublicUser(await setUserPlan({ db: deps.db, userId: request.params.id, plan: request.body.plan })),
    );
  };
}
