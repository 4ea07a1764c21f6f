import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZPricePositionFilters,
  ZPricePositionRow,
  ZPricePositionSummary,
} from '@shared/contracts/price-position';
import { accountPlan } from '../account/account-plan';
import { requireScope, requireUser } from '../auth/request-user';
import { getOwnCompetitor } from '../competitors/list-competitors';
import type { TDb } from '../db/client';
import { sendExportFile } from '../export/send-export-file';
import { EXPORT_FORMATS, PRO_ONLY_MESSAGE, streamRecords } from '../export/stream-export';
import { AppError } from '../lib/errors';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { PRICE_POSITION_COLUMNS, pricePositionBatches } from './export-price-position';
import { listPricePosition, POSITION_PAGE } from './list-price-position';
import { summarisePricePosition } from './summarise-price-position';

const listQuery = pageQuery(POSITION_PAGE).extend(ZPricePositionFilters.shape);
const exportQuery = ZPricePositionFilters.extend({ format: z.enum(EXPORT_FORMATS).default('csv') });

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
      '/api/price-position/export',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['price-position'],
          summary:
            'Pro only: the price-position table with the screen’s filters as a streamed CSV (RFC 4180) or JSON file, one line per matched pair',
          querystring: exportQuery,
          response: {
            200: z.string().describe('The file: text/csv or application/json, sent as an attachment'),
            403: ZErrorBody,
            404: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { accountId } = requireScope(request);
        if ((await accountPlan({ db, accountId })) !== 'pro')
          throw new AppError('forbidden', PRO_ONLY_MESSAGE);
        const { format, ...filters } = request.query;
        if (filters.competitorId)
          await getOwnCompetitor({ db, accountId, competitorId: filters.competitorId });
        const file = streamRecords({
          name: 'price-position',
          columns: PRICE_POSITION_COLUMNS,
          batches: pricePositionBatches({ db, accountId, ...filters }),
          user: requireUser(request),
          format,
        });
        return sendExportFile(reply, file);
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
