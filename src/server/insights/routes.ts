import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZLaunches, ZPriceChange, ZProductDetail, ZPromotions } from '@shared/contracts/insights';
import { requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';
import { EXPORT_DATASETS } from './export-datasets';
import { getLaunches } from './get-launches';
import { getProductDetail } from './get-product-detail';
import { getPromotions } from './get-promotions';
import { PRICE_CHANGES_PAGE, listPriceChanges } from './list-price-changes';
import { checkCompetitorFilter } from './scope';
import { EXPORT_FORMATS, streamExport } from './stream-export';

const failures = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };
const competitorFilter = z.strictObject({ competitorId: z.string().max(64).optional() });
const priceChangeQuery = competitorFilter.extend({
  limit: z.coerce.number().int().min(1).max(PRICE_CHANGES_PAGE.max).optional(),
  cursor: z.string().max(500).optional(),
});

/** The insight screens' reads (customer.md §2: price tracking, launches, promotions, product page) and exports. */
export function insightRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/price-changes',
      {
        schema: {
          tags: ['insights'],
          summary: 'Recent price changes, newest first; the next page is named by the x-next-cursor header',
          querystring: priceChangeQuery,
          response: { 200: z.array(ZPriceChange), ...failures },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request).id;
        await checkCompetitorFilter({ db, userId, competitorId: request.query.competitorId });
        const page = await listPriceChanges({ db, userId, ...request.query });
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.items;
      },
    );

    app.get(
      '/api/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'One tracked product with its variants (live first) and each variant’s price history',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: ZProductDetail, ...failures },
        },
      },
      async (request) =>
        getProductDetail({ db, userId: requireUser(request).id, productId: request.params.id }),
    );

    app.get(
      '/api/product-launches',
      {
        schema: {
          tags: ['insights'],
          summary: 'Products launched in the last 7 and 30 days (by the store’s own launch date)',
          querystring: competitorFilter,
          response: { 200: ZLaunches, ...failures },
        },
      },
      async (request) => {
        const userId = requireUser(request).id;
        await checkCompetitorFilter({ db, userId, competitorId: request.query.competitorId });
        return getLaunches({ db, userId, competitorId: request.query.competitorId });
      },
    );

    app.get(
      '/api/promotions',
      {
        schema: {
          tags: ['insights'],
          summary: 'Products on sale now, savings per currency and the discount history',
          querystring: competitorFilter,
          response: { 200: ZPromotions, ...failures },
        },
      },
      async (request) => {
        const userId = requireUser(request).id;
        await checkCompetitorFilter({ db, userId, competitorId: request.query.competitorId });
        return getPromotions({ db, userId, competitorId: request.query.competitorId });
      },
    );

    app.get(
      '/api/export/:dataset',
      {
        schema: {
          tags: ['export'],
          summary: 'Pro only: the competitors or products as a streamed CSV (RFC 4180) or JSON file',
          params: z.object({ dataset: z.enum(EXPORT_DATASETS) }),
          querystring: z.strictObject({ format: z.enum(EXPORT_FORMATS).default('csv') }),
          response: {
            200: z.string().describe('The file: text/csv or application/json, sent as an attachment'),
            400: ZErrorBody,
            401: ZErrorBody,
            403: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const file = streamExport({
          db,
          user: requireUser(request),
          dataset: request.params.dataset,
          format: request.query.format,
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.stream as never);
      },
    );
  };
}
