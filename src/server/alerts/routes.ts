import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZAlertRule, ZAlertRuleInput, ZAlertRulePatch } from '@shared/contracts/alerts';
import { ZServicesConfig, ZTriggerSampleBody } from '@shared/contracts/delivery';
import { ZSendResult } from '@shared/contracts/email';
import { actingIn, requireScope, requireUser } from '../auth/request-user';
import { servicesConfig } from '../delivery/services-config';
import { accountPlan } from '../account/account-plan';
import { accountChannels } from '../account/change-account-channels';
import { sendTestEmailAlert, sendTestSlack, triggerSampleAlert } from '../delivery/send-test-alerts';
import type { TAppDeps } from '../lib/deps';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import { createAlertRule } from './create-alert-rule';
import { deleteAlertRule } from './delete-alert-rule';
import { listAlertRules } from './list-alert-rules';
import { updateAlertRule } from './update-alert-rule';

const idParams = z.object({ id: z.string().max(64) });

/** Alert rules (docs/product-rules.md), the channels they deliver through, and test sends of each channel. */
export function alertRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config, mailer } = deps;
  /** Counts one test send of the user's; 429 past the hourly allowance. */
  const limitTestSend = (accountId: string) =>
    limitAttempt({
      db,
      rules: [{ key: `test-alert:user:${accountId}`, rule: RATE_RULES.testAlertsPerUser.rule }],
      message: RATE_RULES.testAlertsPerUser.message,
    });
  const limited = { 429: ZErrorBody };
  return async (app) => {
    app.get(
      '/api/alerts',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['alerts'],
          summary: "The user's alert rules, newest first",
          response: { 200: z.array(ZAlertRule) },
        },
      },
      async (request) => listAlertRules({ db, accountId: requireScope(request).accountId }),
    );

    app.post(
      '/api/alerts',
      {
        config: { access: 'user', role: 'manager', action: 'add alert rules' },
        schema: {
          tags: ['alerts'],
          summary: 'Add a rule: all competitors, one competitor (competitorId) or one product (productId)',
          body: ZAlertRuleInput,
          response: { 201: ZAlertRule },
        },
      },
      async (request, reply) => {
        const rule = await createAlertRule({ db, ...actingIn(request), input: request.body });
        return reply.code(201).send(rule);
      },
    );

    app.patch(
      '/api/alerts/:id',
      {
        config: { access: 'owner', role: 'manager', action: 'change alert rules' },
        schema: {
          tags: ['alerts'],
          summary: 'Edit a rule; isActive pauses and resumes it',
          params: idParams,
          body: ZAlertRulePatch,
          response: { 200: ZAlertRule },
        },
      },
      async (request) =>
        updateAlertRule({
          db,
          ...actingIn(request),
          id: request.params.id,
          patch: request.body,
        }),
    );

    app.delete(
      '/api/alerts/:id',
      {
        config: { access: 'owner', role: 'manager', action: 'delete alert rules' },
        schema: {
          tags: ['alerts'],
          summary: 'Delete a rule',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteAlertRule({ db, ...actingIn(request), id: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/alerts/trigger-sample',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['alerts'],
          summary:
            "A sample alert of one type over the user's enabled channels; nothing is added to the feed",
          body: ZTriggerSampleBody,
          response: { 200: ZSendResult, ...limited },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await limitTestSend(user.id);
        return triggerSampleAlert({
          ...deps,
          user,
          plan: await accountPlan({ db: deps.db, accountId: requireScope(request).accountId }),
          channels: await accountChannels({ db: deps.db, accountId: requireScope(request).accountId }),
          type: request.body.type,
        });
      },
    );

    app.post(
      '/api/test-email-alert',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['alerts'],
          summary: "A sample alert email to the user's own address, sent now",
          response: { 200: ZSendResult, ...limited },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await limitTestSend(user.id);
        return sendTestEmailAlert({
          ...deps,
          user,
          plan: await accountPlan({ db: deps.db, accountId: requireScope(request).accountId }),
          channels: await accountChannels({ db: deps.db, accountId: requireScope(request).accountId }),
        });
      },
    );

    app.post(
      '/api/test-slack',
      {
        config: { access: 'user', role: 'manager', action: 'test the Slack channel' },
        schema: {
          tags: ['alerts'],
          summary: 'A sample Slack alert (Pro): the incoming webhook of Settings, else the workspace bot',
          response: { 200: ZSendResult, ...limited },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await limitTestSend(user.id);
        return sendTestSlack({
          ...deps,
          user,
          plan: await accountPlan({ db: deps.db, accountId: requireScope(request).accountId }),
          channels: await accountChannels({ db: deps.db, accountId: requireScope(request).accountId }),
        });
      },
    );

    // Two paths for one answer: the web app calls the first, automation clients of the documents the second.
    for (const url of ['/api/alerts/services/config', '/api/config/services']) {
      app.get(
        url,
        {
          config: { access: 'user', role: 'reader' },
          schema: {
            tags: ['alerts'],
            summary: 'Email, Slack and workflow automation: configured and enabled for this user',
            response: { 200: ZServicesConfig },
          },
        },
        async (request) =>
          servicesConfig({
            config,
            transport: mailer.transport,
            user: requireUser(request),
            plan: await accountPlan({ db: deps.db, accountId: requireScope(request).accountId }),
            channels: await accountChannels({ db: deps.db, accountId: requireScope(request).accountId }),
          }),
      );
    }
  };
}
