import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZContactBody, ZContactResult } from '@shared/contracts/contact';
import type { TAppDeps } from '../lib/deps';
import { createTicket } from './create-ticket';

export function supportRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        schema: { tags: ['support'], body: ZContactBody, response: { 200: ZContactResult, 400: ZErrorBody } },
      },
      async (request) => {
        const { ticketId, confirmationSent } = await createTicket({
          db: deps.db,
          mailer: deps.mailer,
          supportEmail: deps.config.SUPPORT_EMAIL,
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
