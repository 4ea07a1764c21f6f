import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZLeadEmailSettings,
  ZMarketingStats,
  ZOutreachInboundResult,
  ZTestLeadsBody,
  ZTestLeadsResult,
} from '@shared/contracts/outreach';
import { leads } from '../../db/schema';
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

    // Browser journeys create leads here while the lead import lives on another screen (test clock only).
    if (!deps.config.TEST_CLOCK) return;
    app.post(
      '/api/admin/outreach/test-leads',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Create leads for a journey (test clock on): store name, website, email, category, country',
          body: ZTestLeadsBody,
          response: { 200: ZTestLeadsResult },
        },
      },
      async (request) => {
        const rows = await db
          .insert(leads)
          .values(
            request.body.leads.map((l) => {
              const domain = new URL(l.website).hostname.toLowerCase().replace(/^www\./, '');
              return {
                domain,
                storeName: l.storeName,
                website: l.website,
                email: l.email?.toLowerCase() ?? null,
                category: l.category ?? null,
                country: l.country?.toUpperCase() ?? null,
                source: 'csv' as const,
                sources: ['csv' as const],
              };
            }),
          )
          .onConflictDoNothing()
          .returning({ id: leads.id });
        return { ids: rows.map((r) => r.id) };
      },
    );
  };
}
