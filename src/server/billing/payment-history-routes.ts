import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZPayment } from '@shared/contracts/billing';
import { requireUser } from '../auth/request-user';
import { users } from '../db/schema';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import type { TBillingRouteDeps } from './billing-route-deps';
import { listPayments, PAYMENTS_PAGE, readPayment } from './list-payments';
import { renderReceipt } from './render-receipt';

/** The signed-in user's payment history and a printable receipt of each payment. */
export function paymentHistoryRoutes(deps: TBillingRouteDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/billing/payments',
      {
        config: { access: 'user', role: 'owner' },
        schema: {
          tags: ['billing'],
          summary: `The payment history, newest first (${PAYMENTS_PAGE.default} a page), keyset-paged (Link rel=next)`,
          querystring: pageQuery(PAYMENTS_PAGE),
          response: { 200: z.array(ZPayment) },
        },
      },
      async (request, reply) =>
        sendPage(
          request,
          reply,
          await listPayments({ db, userId: requireUser(request).id, ...request.query }),
        ),
    );

    app.get(
      '/api/billing/payments/:id/receipt',
      {
        config: { access: 'owner', role: 'owner' },
        schema: {
          tags: ['billing'],
          summary: 'A printable receipt of one of your payments (HTML)',
          params: z.object({ id: z.uuid('Payment id must be a UUID') }),
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const payment = await readPayment(db, user.id, request.params.id);
        const [who] = await db
          .select({
            email: users.email,
            first: users.firstName,
            last: users.lastName,
            username: users.username,
          })
          .from(users)
          .where(eq(users.id, user.id));
        const name = [who?.first, who?.last].filter(Boolean).join(' ') || who?.username || user.username;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(renderReceipt(payment, { email: who?.email ?? user.email, name }));
      },
    );
  };
}
