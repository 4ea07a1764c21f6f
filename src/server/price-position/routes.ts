import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZPricePositionFilters,
  ZPricePositionRow,
  ZPricePositionSummary,
} from '@shared/contracts/price-position';
import { requireScope } from '../auth/request-user';
import { getOwnCompetitor } from '../competitors/list-competitors';
import type { TDb } from '../db/client';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { listPricePosition, POSITION_PAGE } from './list-price-position';
import { summarisePricePosition } from './summarise-price-position';

const listQuery = pageQuery(POSITION_PAGE).extend(ZPricePositionFilters.shape);

/** Where my prices stand against my competitors' on the products we both sell (docs/product-rules.md R126). */
export function pricePositionRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/price-position',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['price-position'],
          summary:
            'My matched products with competitors’ prices, rank and gap, largest gap first, keyset-paged (true total)',
          querystring: listQuery,
          response: { 200: z.array(ZPricePositionRow), 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        const accountId = requireScope(request).accountId;
        // Another account's competitor looks exactly like a missing one.
        if (request.query.competitorId)
          await getOwnCompetitor({ db, accountId, competitorId: request.query.competitorId });
        const page = await listPricePosition({ db, accountId, ...request.query });
        return sendPage(request, reply, page);
      },
    );

    app.get(
      '/api/price-position/summary',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['price-position'],
          summary: 'The price-position cards: most expensive, cheapest, undercut in the last 24 h',
          response: { 200: ZPricePositionSummary },
        },
      },
      async (request) => summarisePricePosition({ db, accountId: requireScope(request).accountId }),
    );
  };
}
