import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZOutboxEmail, ZOutboxPage } from '@shared/contracts/email';
import { OUTBOX_PAGE_SIZE, getOutboxEmail, listOutbox } from '../../email/list-outbox';
import { pageQuery } from '../../lib/page-query';
import type { TAppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/send-page';

/** The emails kept when no SMTP server is configured. */
export function adminOutboxRoutes(deps: Pick<TAppDeps, 'db' | 'mailer'>): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/outbox',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Emails kept in the outbox (no SMTP configured), newest first, by recipient, 50 a page (Link rel=next)',
          querystring: pageQuery({ default: OUTBOX_PAGE_SIZE, max: OUTBOX_PAGE_SIZE }).extend({
            to: z.string().trim().max(255).optional().describe('Part of the recipient address'),
          }),
          response: { 200: ZOutboxPage },
        },
      },
      async (request, reply) => {
        const page = await listOutbox({ db, ...request.query });
        return {
          transport: deps.mailer.transport,
          items: sendPage(request, reply, page),
          nextCursor: page.nextCursor,
        };
      },
    );

    app.get(
      '/api/admin/outbox/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'One email of the outbox, whole',
          params: z.object({ id: z.uuid('The email id is not valid.') }),
          response: { 200: ZOutboxEmail, 404: ZErrorBody },
        },
      },
      async (request) => getOutboxEmail({ db, id: request.params.id }),
    );
  };
}
