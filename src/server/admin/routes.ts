import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZSystemConfig, ZSystemConfigList, ZSystemConfigPut } from '@shared/contracts/system-config';
import { requireAdmin } from '../auth/request-user';
import type { TDb } from '../db/client';
import { listSystemConfigs } from './list-system-configs';
import { updateSystemConfig } from './update-system-config';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Admin calls of operator.md §7; every one checks isAdmin on the server (DECISIONS.md 14). */
export function adminRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/system-configs',
      { schema: { tags: ['admin'], response: { 200: ZSystemConfigList, ...errors } } },
      async (request) => {
        requireAdmin(request);
        return { success: true as const, configs: await listSystemConfigs({ db }) };
      },
    );

    app.put(
      '/api/admin/system-configs/:key',
      {
        schema: {
          tags: ['admin'],
          params: z.object({ key: z.string().max(100) }),
          body: ZSystemConfigPut,
          response: { 200: ZSystemConfig, ...errors },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return updateSystemConfig({
          db,
          key: request.params.key,
          value: request.body.value,
          updatedBy: admin.id,
        });
      },
    );
  };
}
