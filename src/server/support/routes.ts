import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZContactBody, ZContactResult } from '@shared/contracts/contact';
import type { TAppDeps } from '../lib/deps';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import { createTicket } from './create-ticket';

export function supportRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { access: 'public' },
        schema: {
          tags: ['support'],
          summary: 'Send a message to support (opens a ticket; a confirmation goes to the sender)',
          body: ZContactBody,
          response: { 200: ZContactResult, 429: ZErrorBody },
        },
      },
      async (request) => {
        await limitAttempt({
          db: deps.db,
          rules: [{ key: `contact:ip:${request.ip}`, rule: RATE_RULES.contactPerIp.rule }],
          message: RATE_RULES.contactPerIp.message,
        });
        const { ticketId, confirmationSent } = await createTicket({
          db: deps.db,
          mailer: deps.mailer,
          supportEmail: deps.config.SUPPORT_EMAIL,
          appUrl: deps.config.APP_URL,
          secret: deps.config.SESSION_SECRET,
          input: request.body,
          userId: request.currentUser?.id,
          log: request.log,
        });
        return {
          ok: true,
          ticketId,
          message: confirmationSent
            ? "We'll get back to you within 24 hours. Check your email for a confirmation."
            : "We'll get back to you within 24 hours.",
        };
      },
    );
  };
}
