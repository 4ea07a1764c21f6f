import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZDirectoryLeadsBody,
  ZDirectoryLeadsResult,
  ZMonitoredStoreLeadsResult,
} from '@shared/contracts/leads';
import type { TAppDeps } from '../../lib/deps';
import { createDirectoryClient } from './directory-client';
import { directoryLeads } from './directory-leads';
import { monitoredStoreLeads } from './monitored-store-leads';

/** /admin/marketing's lead sources (docs/product-rules.md R92, R93). */
export function adminMarketingRoutes(deps: Pick<TAppDeps, 'db' | 'config'>): FastifyPluginAsyncZod {
  const { db } = deps;
  const client = createDirectoryClient({
    baseUrl: deps.config.LEAD_DIRECTORY_URL,
    apiKey: deps.config.LEAD_DIRECTORY_API_KEY,
  });
  return async (app) => {
    app.post(
      '/api/admin/marketing/monitored-store-leads',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Add or refresh leads from the stores Rivalwatch monitors (their own public data, no email)',
          response: { 200: ZMonitoredStoreLeadsResult },
        },
      },
      async () => monitoredStoreLeads({ db }),
    );

    app.post(
      '/api/admin/marketing/directory-leads',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Find stores in the configured store directory and add or merge them as leads',
          body: ZDirectoryLeadsBody,
          response: {
            200: ZDirectoryLeadsResult,
            409: ZErrorBody.describe('No directory configured: the message names the variables to set'),
            429: ZErrorBody,
            503: ZErrorBody,
          },
        },
      },
      async (request) => directoryLeads({ db, client, input: request.body }),
    );
  };
}
