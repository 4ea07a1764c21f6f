import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { accountPlan } from '../account/account-plan';
import { requireScope, requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';
import { EXPORT_DATASETS } from './export-datasets';
import { sendExportFile } from './send-export-file';
import { EXPORT_FORMATS, streamExport } from './stream-export';

/** Pro exports, streamed. */
export function exportRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/export/:dataset',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['export'],
          summary:
            "Pro only: the competitors, products, best-seller rank history (the store's own best-selling order, not units sold) or theme and app history as a streamed CSV (RFC 4180) or JSON file",
          params: z.object({ dataset: z.enum(EXPORT_DATASETS) }),
          querystring: z.strictObject({ format: z.enum(EXPORT_FORMATS).default('csv') }),
          response: {
            200: z.string().describe('The file: text/csv or application/json, sent as an attachment'),
            403: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { accountId } = requireScope(request);
        const file = streamExport({
          db,
          accountId,
          plan: await accountPlan({ db, accountId }),
          user: requireUser(request),
          dataset: request.params.dataset,
          format: request.query.format,
        });
        return sendExportFile(reply, file);
      },
    );
  };
}
