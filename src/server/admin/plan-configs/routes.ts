import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminPlanConfig, ZAdminPlanCreate, ZAdminPlanUpdate } from '@shared/contracts/admin-plans';
import { ZErrorBody } from '@shared/contracts/common';
import { requireAdmin } from '../../auth/request-user';
import type { TAppDeps } from '../../lib/deps';
import { createPlanConfig, listPlanConfigs, updatePlanConfig } from './plan-configs';

/** /admin/plan-config (docs/product-rules.md R59). */
export function adminPlanConfigRoutes(deps: Pick<TAppDeps, 'db'>): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/plan-configs',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Every plan, active or not, cheapest first',
          response: { 200: z.array(ZAdminPlanConfig) },
        },
      },
      async () => listPlanConfigs({ db }),
    );

    app.post(
      '/api/admin/plan-configs',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Create a plan (price in cents; inactive unless said otherwise)',
          body: ZAdminPlanCreate,
          response: { 201: ZAdminPlanConfig },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createPlanConfig({ db, admin: requireAdmin(request), input: request.body })),
    );

    app.patch(
      '/api/admin/plan-configs/:planId',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Edit or deactivate a plan; ranges checked, applied at once',
          params: z.object({ planId: z.coerce.number().int().min(1).max(2_147_483_647) }),
          body: ZAdminPlanUpdate,
          response: { 200: ZAdminPlanConfig, 404: ZErrorBody },
        },
      },
      async (request) =>
        updatePlanConfig({
          db,
          admin: requireAdmin(request),
          id: request.params.planId,
          input: request.body,
        }),
    );
  };
}
