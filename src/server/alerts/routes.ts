import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZAlertRule, ZAlertRuleInput, ZAlertRulePatch } from '@shared/contracts/alerts';
import { requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';
import { notificationRoutes } from '../notify/routes';
import { createAlertRule } from './create-alert-rule';
import { deleteAlertRule } from './delete-alert-rule';
import { listAlertRules } from './list-alert-rules';
import { updateAlertRule } from './update-alert-rule';

const failures = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };
const idParams = z.object({ id: z.string().max(64) });

/** Alert rules (DECISIONS.md 8), plus the notification feed and dashboard figures they feed. */
export function alertRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/alerts',
      {
        schema: {
          tags: ['alerts'],
          summary: "The user's alert rules, newest first",
          response: { 200: z.array(ZAlertRule), 401: ZErrorBody },
        },
      },
      async (request) => listAlertRules({ db, userId: requireUser(request).id }),
    );

    app.post(
      '/api/alerts',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Add a rule: all competitors, one competitor (competitorId) or one product (productId)',
          body: ZAlertRuleInput,
          response: { 201: ZAlertRule, ...failures },
        },
      },
      async (request, reply) => {
        const rule = await createAlertRule({ db, userId: requireUser(request).id, input: request.body });
        return reply.code(201).send(rule);
      },
    );

    app.patch(
      '/api/alerts/:id',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Edit a rule; isActive pauses and resumes it',
          params: idParams,
          body: ZAlertRulePatch,
          response: { 200: ZAlertRule, ...failures },
        },
      },
      async (request) =>
        updateAlertRule({
          db,
          userId: requireUser(request).id,
          id: request.params.id,
          patch: request.body,
        }),
    );

    app.delete(
      '/api/alerts/:id',
      { schema: { tags: ['alerts'], params: idParams, response: { 204: z.null(), ...failures } } },
      async (request, reply) => {
        await deleteAlertRule({ db, userId: requireUser(request).id, id: request.params.id });
        return reply.code(204).send(null);
      },
    );

    await app.register(notificationRoutes(deps));
  };
}
