import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAutomationEvent,
  ZAutomationStatus,
  ZTestWebhookBody,
  ZTestWebhookResult,
} from '@shared/contracts/billing';
import type { TAppDeps } from '../lib/deps';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { automationStatus } from './automation-status';
import { AUTOMATION_EVENTS_PAGE, listAutomationEvents } from './list-automation-events';
import { sendTestWebhook } from './send-test-webhook';

/**
 * The payment automation page's calls (/payment-automation), admin only: they keep the /api/automation paths
 * the operator's page names (docs/product-rules.md R66, R67).
 */
export function automationRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config, clock } = deps;
  return async (app) => {
    app.get(
      '/api/automation/status',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Payment automation figures (computed from recorded payments) and the n8n configuration',
          response: { 200: ZAutomationStatus },
        },
      },
      async () => automationStatus({ db, config }),
    );

    app.get(
      '/api/automation/events',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: `Payment automation events, newest first (${AUTOMATION_EVENTS_PAGE.default} a page), keyset-paged (Link rel=next)`,
          querystring: pageQuery(AUTOMATION_EVENTS_PAGE),
          response: { 200: z.array(ZAutomationEvent) },
        },
      },
      async (request, reply) =>
        sendPage(request, reply, await listAutomationEvents({ db, ...request.query })),
    );

    app.post(
      '/api/automation/test-webhook',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Post a test payment event to its n8n path now and report n8n's answer",
          body: ZTestWebhookBody,
          response: { 200: ZTestWebhookResult },
        },
      },
      async (request) => sendTestWebhook({ config, type: request.body.type, now: clock.now() }),
    );
  };
}
