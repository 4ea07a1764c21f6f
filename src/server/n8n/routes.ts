import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZN8nConfig, ZTriggerScanBody } from '@shared/contracts/delivery';
import { ZSendResult } from '@shared/contracts/email';
import { requireAdmin } from '../auth/request-user';
import { n8nConfig } from '../delivery/services-config';
import { triggerN8nScan } from '../delivery/trigger-n8n-scan';
import type { TAppDeps } from '../lib/deps';

/** The operator's workflow-automation (n8n) calls. */
export function n8nRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { config } = deps;
  return async (app) => {
    app.get(
      '/api/n8n/config',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Workflow automation (n8n) configuration status',
          response: { 200: ZN8nConfig },
        },
      },
      async () => n8nConfig(config),
    );

    app.post(
      '/api/n8n/trigger-scan',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Queue a scrape of a competitor's store and tell n8n (scan_requested)",
          body: ZTriggerScanBody,
          response: { 200: ZSendResult },
        },
      },
      async (request) =>
        triggerN8nScan({
          ...deps,
          competitorId: request.body.competitorId,
          requestedBy: requireAdmin(request).username,
        }),
    );
  };
}
