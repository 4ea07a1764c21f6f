import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZPayment } from '@shared/contracts/billing';
import { requireScope } from '../auth/request-user';
import { accounts, users } from '../db/schema';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import type { TBillingRouteDeps } from './billing-route-deps';
import { listPayments, PAYMENTS_PAGE, readPayment } from './list-payments';
import { renderReceipt } from './render-receipt';

/** The account's payment history and a printable receipt of each payment. */
export function paymentHistoryRoutes(deps: TBillingRouteDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/billing/payments',
      {
        config: { access: 'user', role: 'owner', action: 'see the payments' },
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
          await listPayments({ db, accountId: requireScope(request).accountId, ...request.query }),
        ),
    );

    app.get(
      '/api/billing/payments/:id/receipt',
      {
        config: { access: 'owner', role: 'owner', action: 'see the payments' },
        schema: {
          tags: ['billing'],
          summary: 'A printable receipt of one of your payments (HTML)',
          params: z.object({ id: z.uuid('Payment id must be a UUID') }),
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const { accountId, userId } = requireScope(request);
        const payment = await readPayment(db, accountId, request.params.id);
        // Billed to the account; the address is the owner's who opens it (each owner has the receipt by email).
        const [who] = await db
          .select({ email: users.email, account: accounts.name })
          .from(users)
          .innerJoin(accounts, eq(accounts.id, accountId))
          .where(eq(users.id, userId));
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(renderReceipt(payment, { email: who?.email ?? '', name: who?.account ?? '' }));
      },
    );
  };
}
