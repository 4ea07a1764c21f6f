import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSupportTicket,
  ZSupportTicketDetail,
  ZTicketReplyBody,
  ZTicketStatusBody,
  ZTicketsQuery,
} from '@shared/contracts/admin-support';
import { ZErrorBody } from '@shared/contracts/common';
import { requireAdmin } from '../../auth/request-user';
import type { TAppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/send-page';
import { getTicket, listTickets, TICKETS_PAGE } from './list-tickets';
import { pageQuery } from '../../lib/page-query';
import { replyToTicket, setTicketStatus } from './update-ticket';

const ZTicketId = z.object({ id: z.uuid('Ticket id must be a UUID') });

/** /admin/support (docs/product-rules.md R58). */
export function adminSupportRoutes(
  deps: Pick<TAppDeps, 'db' | 'mailer' | 'config' | 'log'>,
): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/support/tickets',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Support tickets of a tab (active or closed), by status or search, newest first, by cursor',
          querystring: pageQuery(TICKETS_PAGE).extend(
            ZTicketsQuery.omit({ limit: true, cursor: true }).shape,
          ),
          response: { 200: z.array(ZSupportTicket) },
        },
      },
      async (request, reply) => sendPage(request, reply, await listTickets({ db, query: request.query })),
    );

    app.get(
      '/api/admin/support/tickets/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'One ticket with its whole conversation',
          params: ZTicketId,
          response: { 200: ZSupportTicketDetail, 404: ZErrorBody },
        },
      },
      async (request) => getTicket({ db, id: request.params.id }),
    );

    app.patch(
      '/api/admin/support/tickets/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Set a ticket's status",
          params: ZTicketId,
          body: ZTicketStatusBody,
          response: { 200: ZSupportTicketDetail, 404: ZErrorBody },
        },
      },
      async (request) =>
        setTicketStatus({
          db,
          admin: requireAdmin(request),
          id: request.params.id,
          status: request.body.status,
        }),
    );

    app.post(
      '/api/admin/support/tickets/:id/replies',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Reply to a ticket by email; the reply is kept on the ticket',
          params: ZTicketId,
          body: ZTicketReplyBody,
          response: { 201: ZSupportTicketDetail, 404: ZErrorBody },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await replyToTicket({
            db,
            mailer: deps.mailer,
            log: request.log,
            site: {
              appUrl: deps.config.APP_URL,
              secret: deps.config.SESSION_SECRET,
              supportEmail: deps.config.SUPPORT_EMAIL,
            },
            admin: requireAdmin(request),
            id: request.params.id,
            message: request.body.message,
          }),
        ),
    );
  };
}
