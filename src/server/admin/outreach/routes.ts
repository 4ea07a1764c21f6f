import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZLeadEmailSettings, ZMarketingStats, ZOutreachInboundResult } from '@shared/contracts/outreach';
import { requireAdmin } from '../../auth/request-user';
import type { TAppDeps } from '../../lib/deps';
import { handleInbound } from '../../outreach/handle-inbound';
import { marketingStats } from '../../outreach/marketing-stats';
import {
  readOutreachSettings,
  saveLeadEmailSettings,
  toLeadEmailSettings,
} from '../../outreach/outreach-settings';
import { inboundInput } from '../../outreach/routes';

/** Lead email configuration, the marketing funnel and the admin's inbound path (docs/product-rules.md R99-R105). */
export function adminOutreachRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    app.addContentTypeParser(
      ['message/rfc822', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/api/admin/lead-email-settings',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Outreach delays (email 2 after email 1, email 3 after email 2, in days) and the daily cap',
          response: { 200: ZLeadEmailSettings },
        },
      },
      async () => toLeadEmailSettings(await readOutreachSettings(db)),
    );

    app.post(
      '/api/admin/lead-email-settings',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Set the outreach delays (1-30 days each) and optionally the daily cap (1-1000)',
          body: ZLeadEmailSettings,
          response: { 200: ZLeadEmailSettings, 400: ZErrorBody },
        },
      },
      async (request) =>
        db.transaction((tx) =>
          saveLeadEmailSettings({
            db: tx,
            input: request.body,
            admin: requireAdmin(request),
            now: clock.now(),
          }),
        ),
    );

    app.get(
      '/api/admin/marketing/stats',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'The outreach funnel: leads by source and status, emails per step with open/click/reply rates, unsubscribes, bounces, conversions',
          response: { 200: ZMarketingStats },
        },
      },
      async () => marketingStats({ db, config: deps.config, now: clock.now() }),
    );

    app.post(
      '/api/admin/outreach/inbound',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Record a bounce, delivery report or reply to outreach: raw message (message/rfc822) or an event',
          response: { 200: ZOutreachInboundResult, 400: ZErrorBody },
        },
      },
      async (request) => handleInbound({ db, input: inboundInput(request.body), now: clock.now() }),
    );
  };
}
