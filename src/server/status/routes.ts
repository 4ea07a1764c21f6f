import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody, ZMessage } from '@shared/contracts/common';
import { ZPublicConfig } from '@shared/contracts/public-config';
import { ZReadiness, ZStatusPayload, ZStatusSubscribe } from '@shared/contracts/status';
import { sendEmailNow } from '../email/send-email-now';
import { sendLinkPage } from '../email/send-link-page';
import { confirmForm, linkPage, paragraph } from '../email/unsubscribe-page';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import type { TAppDeps } from '../lib/deps';
import { checkReadiness } from './check-readiness';
import { appClaimsInForce } from './claims-in-force';
import { cachedStatus } from './status-cache';
import { statusFeed } from './status-feed';
import { confirmSubscriber, findPendingSubscriber, subscribeToStatus } from './subscribe-to-status';

/** How long a browser or proxy may keep the status payload (docs/product-rules.md R78). */
const STATUS_MAX_AGE_SECONDS = 30;

const tokenParams = z.object({ token: z.string().min(1).max(64) });

/** Liveness and readiness, the public settings, and the status page: its payload, subscriptions and feed. */
export function statusRoutes(deps: Pick<TAppDeps, 'config' | 'db' | 'mailer'>): FastifyPluginAsyncZod {
  const { config, db, mailer } = deps;
  const site = { appUrl: config.APP_URL, secret: config.SESSION_SECRET };
  return async (app) => {
    // The confirm page's form is form-encoded; scoped to this module.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // A bare answer: the baseline the API benchmarks compare against.
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Liveness: the process answers',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary:
            'Readiness: database reachable, migrations applied, job queue running (503 names what is not)',
          response: { 200: ZReadiness, 503: ZReadiness },
        },
      },
      async (_request, reply) => {
        const readiness = await checkReadiness({ db, now: new Date() });
        return reply
          .code(readiness.status === 'ready' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(readiness);
      },
    );

    // The support address the contact pages show comes from SUPPORT_EMAIL, not from the bundle; the feature claims
    // in force come from the routes this server has (claims-in-force.ts).
    app.get(
      '/api/config/public',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary:
            'Public settings of this installation: the support address and which feature claims are in force',
          response: { 200: ZPublicConfig },
        },
      },
      async () => ({ supportEmail: config.SUPPORT_EMAIL, features: appClaimsInForce(app) }),
    );

    app.get(
      '/api/status',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Measured status: services, uptime, 90-day bars, incidents and maintenance (cached 30 s)',
          response: { 200: ZStatusPayload },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${STATUS_MAX_AGE_SECONDS}`);
        return cachedStatus(db);
      },
    );

    app.post(
      '/api/status/subscribe',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary:
            'Subscribe an address to status notices: a confirmation email (double opt-in); same answer always',
          body: ZStatusSubscribe,
          response: { 202: ZMessage, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        await limitAttempt({
          db,
          rules: [
            { key: `status-subscribe:ip:${request.ip}`, rule: RATE_RULES.statusSubscribePerIp.rule },
            {
              key: `status-subscribe:email:${request.body.email.trim().toLowerCase()}`,
              rule: RATE_RULES.statusSubscribePerEmail.rule,
            },
          ],
          message: RATE_RULES.statusSubscribePerIp.message,
        });
        const emailId = await subscribeToStatus({ db, site, email: request.body.email, now: new Date() });
        // The person waits for it: tried at once, not at the email sender's next minute. Not awaited, so the
        // answer takes as long whether or not an email goes out (docs/product-rules.md R82).
        if (emailId)
          sendEmailNow({ db, mailer, log: request.log, id: emailId }).catch((err: unknown) =>
            request.log.warn({ err }, 'status confirmation left to the email sender'),
          );
        return reply
          .code(202)
          .send({ message: 'Check your inbox: confirm the subscription with the link we sent.' });
      },
    );

    app.get(
      '/api/status/subscribe/confirm/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Confirm page of a status subscription: asks to confirm (a GET changes nothing)',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        return sendLinkPage(reply, async () => {
          const { email } = await findPendingSubscriber({ db, token: request.params.token });
          return linkPage(
            'Confirm your subscription',
            `${paragraph(`Send Rivalwatch status notices (incidents and scheduled maintenance) to ${email}?`)}
${confirmForm(`/api/status/subscribe/confirm/${encodeURIComponent(request.params.token)}`, 'Confirm subscription')}`,
          );
        });
      },
    );

    app.post(
      '/api/status/subscribe/confirm/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Confirms a status subscription (the confirm page’s form)',
          params: tokenParams,
          body: z.record(z.string(), z.string()).nullish(),
        },
      },
      async (request, reply) => {
        return sendLinkPage(reply, async () => {
          const { email } = await confirmSubscriber({ db, token: request.params.token, now: new Date() });
          return linkPage(
            'Subscription confirmed',
            `${paragraph(`Status notices will go to ${email}: every incident update and scheduled maintenance.`)}${paragraph(
              'Each email has a link to unsubscribe in one click.',
            )}`,
          );
        });
      },
    );

    app.get(
      '/status/feed.xml',
      {
        config: { access: 'public' },
        // A page for feed readers, not an API operation: kept out of the API document.
        schema: { hide: true, summary: 'Atom feed of incident updates and scheduled maintenance' },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/atom+xml; charset=utf-8')
          .header('cache-control', `public, max-age=${STATUS_MAX_AGE_SECONDS}`)
          .send(await statusFeed({ db, site, now: new Date() })),
    );
  };
}
