import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmailHistoryItem } from '@shared/contracts/email';
import { requireUser } from '../auth/request-user';
import type { TAppDeps } from '../lib/deps';
import { listEmailHistory } from './list-email-history';
import { onboardingRoutes } from './onboarding-routes';
import { recordEmailClick, recordEmailOpen } from './record-email-event';
import { findUnsubscribeTarget, unsubscribeEmail } from './unsubscribe-email';
import { sendLinkPage } from './send-link-page';
import { unsubscribeConfirmPage, unsubscribedPage } from './unsubscribe-page';

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const tokenParams = z.object({ token: z.string().min(1).max(64) });

/** Open pixel, click redirect, unsubscribe (RFC 8058 one-click too), the user's history and own sends. */
export function emailRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  return async (app) => {
    // RFC 8058 one-click POSTs and the confirm page's form are form-encoded; scoped to this module.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(
      '/api/email/open/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['email'],
          summary: 'Open pixel (/api/email/open/{token}.gif): always a 1×1 GIF; marks the email opened',
          params: z.object({ file: z.string().max(80) }),
        },
      },
      async (request, reply) => {
        const token = request.params.file.replace(/\.gif$/, '');
        try {
          await recordEmailOpen({ db, token });
        } catch (err) {
          request.log.warn({ err }, 'could not record an email open');
        }
        return reply
          .header('content-type', 'image/gif')
          .header('cache-control', 'no-store, no-cache, must-revalidate, max-age=0')
          .header('pragma', 'no-cache')
          .send(PIXEL);
      },
    );

    app.get(
      '/api/email/click/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['email'],
          summary: 'Tracked link: marks the email clicked and redirects to the signed URL',
          params: tokenParams,
          querystring: z.object({
            url: z.string({ error: 'The link has no target.' }).max(4000),
            sig: z.string({ error: 'The link has no signature.' }).max(200),
          }),
          response: { 302: z.null() },
        },
      },
      async (request, reply) => {
        const target = await recordEmailClick({
          db,
          secret: config.SESSION_SECRET,
          token: request.params.token,
          ...request.query,
        });
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
    );

    app.get(
      '/api/email/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['email'],
          summary: 'Unsubscribe page: names what stops and asks to confirm (a GET changes nothing)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        return sendLinkPage(reply, async () => {
          const target = await findUnsubscribeTarget({ db, token: request.params.token });
          return unsubscribeConfirmPage({ token: request.params.token, ...target });
        });
      },
    );

    app.post(
      '/api/email/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['email'],
          summary:
            'Unsubscribe: the confirm form and the RFC 8058 one-click POST (List-Unsubscribe=One-Click)',
          params: tokenParams,
          body: z.record(z.string(), z.string()).nullish(),
        },
      },
      async (request, reply) => {
        return sendLinkPage(reply, async () => {
          const target = await unsubscribeEmail({ db, token: request.params.token });
          return unsubscribedPage(target);
        });
      },
    );

    app.get(
      '/api/email-tracking',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['email'],
          summary: "The signed-in user's email history, newest first (at most 100)",
          response: { 200: z.array(ZEmailHistoryItem) },
        },
      },
      async (request) => listEmailHistory({ db, userId: requireUser(request).id }),
    );

    await app.register(onboardingRoutes(deps));
  };
}
