import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  LEAD_EMAIL_TRACKING_PAGE_SIZE,
  ZLeadEmailTrackingFilter,
  ZLeadEmailTrackingPage,
  ZLeadReport,
  ZOutreachInboundEvent,
  ZOutreachInboundResult,
  ZPublicReport,
  ZSequenceState,
  ZStartSequencesBody,
  ZStartSequencesResult,
} from '@shared/contracts/outreach';
import { requireAdmin } from '../auth/request-user';
import { sendLinkPage } from '../email/send-link-page';
import { confirmForm, linkPage, paragraph } from '../email/unsubscribe-page';
import type { TAppDeps } from '../lib/deps';
import { AppError } from '../lib/errors';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { ensureReport, findReportByToken, toLeadReport } from './competitive-report';
import { handleInbound } from './handle-inbound';
import { listLeadEmailTracking } from './list-lead-email-tracking';
import { startSequences, stopLeadSequence } from './start-sequences';
import { findOutreachRecipient, unsubscribeOutreach } from './unsubscribe-outreach';

const leadParams = z.object({ id: z.uuid('The lead id is not valid.') });
const tokenParams = z.object({ token: z.string().min(1).max(64) });
export const INBOUND_SECRET_HEADER = 'x-outreach-inbound-secret';

/** The inbound body: a provider event as JSON, or the raw message (message/rfc822 or text/plain). */
export function inboundInput(body: unknown) {
  if (typeof body === 'string') {
    if (!body.trim()) throw new AppError('bad_request', 'The message is empty.');
    return { raw: body };
  }
  const event = ZOutreachInboundEvent.safeParse(body);
  if (!event.success)
    throw new AppError(
      'bad_request',
      'Send a raw message (message/rfc822) or an event {type, email, bounceType?, messageId?}.',
      { details: event.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) },
    );
  return { event: event.data };
}

/**
 * Outreach (docs/product-rules.md R98-R105): the admin's sequence, tracking and report calls under /api/leads, the
 * public report by token, the one-click unsubscribe, and the inbound path for bounces and replies.
 */
export function outreachRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config, clock } = deps;
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addContentTypeParser(
      ['message/rfc822', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/leads/sequences',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['outreach'],
          summary:
            'Start the outreach sequence of leads: email 1 at once, 2 and 3 after the delays (409 without COMPANY_POSTAL_ADDRESS)',
          body: ZStartSequencesBody,
          response: { 200: ZStartSequencesResult, 409: ZErrorBody },
        },
      },
      async (request) =>
        startSequences({
          db,
          mailer: deps.mailer,
          log: deps.log,
          config,
          now: clock.now(),
          leadIds: request.body.leadIds,
          adminId: requireAdmin(request).id,
        }),
    );

    app.post(
      '/api/leads/:id/sequence/stop',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['outreach'],
          summary: "Stop a lead's outreach sequence; answers its state",
          params: leadParams,
          response: { 200: ZSequenceState, 404: ZErrorBody },
        },
      },
      async (request) => stopLeadSequence({ db, leadId: request.params.id, now: clock.now() }),
    );

    app.get(
      '/api/leads/email-tracking',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['outreach'],
          summary:
            'Outreach emails sent, newest first, with delivery, opens, clicks and replies (Link rel=next)',
          querystring: pageQuery({
            default: LEAD_EMAIL_TRACKING_PAGE_SIZE,
            max: LEAD_EMAIL_TRACKING_PAGE_SIZE,
          }).extend(ZLeadEmailTrackingFilter.shape),
          response: { 200: ZLeadEmailTrackingPage },
        },
      },
      async (request, reply) => {
        const page = await listLeadEmailTracking({ db, ...request.query });
        return { items: sendPage(request, reply, page), nextCursor: page.nextCursor };
      },
    );

    // One report, two calls: GET reads it (generating it the first time), POST generates it again.
    const reportRoutes = [
      {
        method: 'GET',
        summary: "The lead's competitive report (generated on first read) with its public link",
        regenerate: undefined,
      },
      {
        method: 'POST',
        summary:
          "Generate the lead's competitive report again from today's figures (its link stays the same)",
        regenerate: true,
      },
    ] as const;
    for (const { method, summary, regenerate } of reportRoutes) {
      app.route({
        method,
        url: '/api/leads/:id/report',
        config: { access: 'admin' },
        schema: {
          tags: ['outreach'],
          summary,
          params: leadParams,
          response: { 200: ZLeadReport, 404: ZErrorBody },
        },
        handler: async (request) =>
          toLeadReport(
            await ensureReport({
              db,
              leadId: request.params.id,
              now: clock.now(),
              userId: requireAdmin(request).id,
              regenerate,
            }),
          ),
      });
    }

    app.get(
      '/api/reports/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['outreach'],
          summary: 'A competitive report by its unguessable token (the link of outreach email 2); no sign-in',
          params: tokenParams,
          response: { 200: ZPublicReport, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        return findReportByToken({ db, token: request.params.token });
      },
    );

    app.get(
      '/api/outreach/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['outreach'],
          summary: 'Outreach unsubscribe page: names the address and asks to confirm (a GET changes nothing)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        return sendLinkPage(reply, async () => {
          const who = await findOutreachRecipient({ db, token: request.params.token });
          return linkPage(
            'Unsubscribe',
            `${paragraph(`Stop all Rivalwatch emails to ${who.email}?`)}
${confirmForm(`/api/outreach/unsubscribe/${encodeURIComponent(request.params.token)}`, 'Unsubscribe')}${paragraph('One click and we will not write to this address again.')}`,
          );
        });
      },
    );

    app.post(
      '/api/outreach/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['outreach'],
          summary:
            'One-click unsubscribe (RFC 8058 List-Unsubscribe=One-Click) and the confirm form: suppresses the address at once',
          params: tokenParams,
          body: z.record(z.string(), z.string()).nullish(),
        },
      },
      async (request, reply) => {
        return sendLinkPage(reply, async () => {
          const who = await unsubscribeOutreach({ db, token: request.params.token, now: clock.now() });
          return linkPage(
            'You are unsubscribed',
            `${paragraph(`We will not email ${who.email} again.`)}${paragraph(
              'The address is on our suppression list for good; nothing we import later brings it back.',
            )}`,
          );
        });
      },
    );

    app.post(
      '/api/outreach/inbound',
      {
        config: { access: 'public' },
        schema: {
          tags: ['outreach'],
          summary: `Bounces, delivery reports and replies to outreach, raw (message/rfc822) or as an event; needs the ${INBOUND_SECRET_HEADER} header`,
          headers: z.object({ [INBOUND_SECRET_HEADER]: z.string().max(200).optional() }),
          response: { 200: ZOutreachInboundResult, 400: ZErrorBody, 401: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) => {
        const secret = config.OUTREACH_INBOUND_SECRET;
        if (!secret)
          throw new AppError(
            'conflict',
            'The inbound path is not configured: set OUTREACH_INBOUND_SECRET (or send it as an admin to /api/admin/outreach/inbound).',
          );
        const given = Buffer.from(request.headers[INBOUND_SECRET_HEADER] ?? '');
        const expected = Buffer.from(secret);
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          throw new AppError('unauthorized', `The ${INBOUND_SECRET_HEADER} header is missing or wrong.`);
        return handleInbound({ db, input: inboundInput(request.body), now: clock.now() });
      },
    );
  };
}
