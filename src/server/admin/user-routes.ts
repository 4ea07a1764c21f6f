import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicUser } from '@shared/contracts/auth';
import { ZErrorBody } from '@shared/contracts/common';
import { PLAN_KEYS } from '@shared/constants/plans';
import { toPublicUser } from '../auth/public-user';
import { requireAdmin } from '../auth/request-user';
import type { TAppDeps } from '../lib/deps';
import { setUserPlan } from './set-user-plan';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

export function adminUserRoutes(deps: Pick<TAppDeps, 'db'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/api/admin/users/:id/plan',
      {
        schema: {
          tags: ['admin'],
          summary: "Set a user's plan (admin only)",
          params: z.object({ id: z.uuid('User id must be a UUID') }),
          body: z.strictObject({
            plan: z.enum(PLAN_KEYS, `Plan must be one of: ${PLAN_KEYS.join(', ')}`),
          }),
          response: { 200: ZPublicUser, ...errors },
        },
      },
      async (request) => {
        requireAdmin(request);
        const row = await setUserPlan({ db: deps.db, userId: request.params.id, plan: request.body.plan });
        return toPublicUser(row);
      },
    );
  };
}
