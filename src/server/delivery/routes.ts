import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZN8nConfig,
  ZOperatorServices,
  ZServicesConfig,
  ZTriggerSampleBody,
  ZTriggerScanBody,
} from '@shared/contracts/delivery';
import { ZSendResult } from '@shared/contracts/email';
import { requireAdmin, requireUser } from '../auth/request-user';
import type { TAppDeps } from '../lib/deps';
import { n8nConfig, operatorServices, servicesConfig } from './services-config';
import { sendTestEmailAlert, sendTestSlack, triggerSampleAlert } from './send-test-alerts';
import { triggerN8nScan } from './trigger-n8n-scan';

const signedIn = { 401: ZErrorBody };
const adminOnly = { 401: ZErrorBody, 403: ZErrorBody };

/** Test sends, channel status and the operator's n8n calls (customer.md §7, operator.md §7). */
export function deliveryRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { config, mailer } = deps;
  return async (app) => {
    app.post(
      '/api/test-email-alert',
      {
        schema: {
          tags: ['alerts'],
          summary: "A sample alert email to the user's own address, sent now",
          response: { 200: ZSendResult, ...signedIn },
        },
      },
      async (request) => sendTestEmailAlert({ ...deps, user: requireUser(request) }),
    );

    app.post(
      '/api/test-slack',
      {
        schema: {
          tags: ['alerts'],
          summary: 'A sample Slack alert (Pro): the incoming webhook of Settings, else the workspace bot',
          response: { 200: ZSendResult, ...adminOnly },
        },
      },
      async (request) => sendTestSlack({ ...deps, user: requireUser(request) }),
    );

    app.post(
      '/api/alerts/trigger-sample',
      {
        schema: {
          tags: ['alerts'],
          summary:
            "A sample alert of one type over the user's enabled channels; nothing is added to the feed",
          body: ZTriggerSampleBody,
          response: { 200: ZSendResult, 400: ZErrorBody, ...signedIn },
        },
      },
      async (request) => triggerSampleAlert({ ...deps, user: requireUser(request), type: request.body.type }),
    );

    for (const url of ['/api/alerts/services/config', '/api/config/services']) {
      app.get(
        url,
        {
          schema: {
            tags: ['alerts'],
            summary: 'Email, Slack and workflow automation: configured and enabled for this user',
            response: { 200: ZServicesConfig, ...signedIn },
          },
        },
        async (request) =>
          servicesConfig({ config, transport: mailer.transport, user: requireUser(request) }),
      );
    }

    app.get(
      '/api/admin/services',
      {
        schema: {
          tags: ['admin'],
          summary: 'Email transport, Slack bot and n8n as configured by env (no secrets)',
          response: { 200: ZOperatorServices, ...adminOnly },
        },
      },
      async (request) => {
        requireAdmin(request);
        return operatorServices(config, mailer.transport);
      },
    );

    app.get(
      '/api/n8n/config',
      {
        schema: {
          tags: ['admin'],
          summary: 'Workflow automation (n8n) configuration status',
          response: { 200: ZN8nConfig, ...adminOnly },
        },
      },
      async (request) => {
        requireAdmin(request);
        return n8nConfig(config);
      },
    );

    app.post(
      '/api/n8n/trigger-scan',
      {
        schema: {
          tags: ['admin'],
          summary: "Queue a scrape of a competitor's store and tell n8n (scan_requested)",
          body: ZTriggerScanBody,
          response: { 200: ZSendResult, 400: ZErrorBody, 404: ZErrorBody, ...adminOnly },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return triggerN8nScan({
          ...deps,
          competitorId: request.body.competitorId,
          requestedBy: admin.username,
        });
      },
    );
  };
}
