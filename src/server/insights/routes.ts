import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZLaunches,
  ZPriceChange,
  ZPriceChangeFilters,
  ZPriceChangeSummary,
  ZPromotions,
} from '@shared/contracts/insights';
import { requireScope } from '../auth/request-user';
import type { TDb } from '../db/client';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { getLaunches } from './get-launches';
import { getPriceChangeSummary } from './get-price-change-summary';
import { getPromotions } from './get-promotions';
import { PRICE_CHANGES_PAGE, listPriceChanges } from './list-price-changes';
import { checkCompetitorFilter } from './scope';

const competitorFilter = z.strictObject({ competitorId: z.string().max(64).optional() });
const priceChangeQuery = competitorFilter
  .extend(pageQuery(PRICE_CHANGES_PAGE).shape)
  .extend(ZPriceChangeFilters.shape);
// A competitor filter naming a competitor that is not the caller's is a 404.
const notFound = { 404: ZErrorBody };

/** The insight screens' reads: price tracking, launches and promotions over the user's active competitors. */
export function insightRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/price-changes',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['insights'],
          summary:
            'Price changes, newest first or sorted, searched and filtered, keyset-paged (Link rel=next)',
          querystring: priceChangeQuery,
          response: { 200: z.array(ZPriceChange), ...notFound },
        },
      },
      async (request, reply) => {
        const accountId = requireScope(request).accountId;
        await checkCompetitorFilter({ db, accountId, competitorId: request.query.competitorId });
        return sendPage(request, reply, await listPriceChanges({ db, accountId, ...request.query }));
      },
    );

    app.get(
      '/api/price-changes/summary',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['insights'],
          summary:
            'The price-tracking figures for the filter: products tracked, price moves (all, 24 h, up, down)',
          querystring: competitorFilter,
          response: { 200: ZPriceChangeSummary, ...notFound },
        },
      },
      async (request) => {
        const accountId = requireScope(request).accountId;
        await checkCompetitorFilter({ db, accountId, competitorId: request.query.competitorId });
        return getPriceChangeSummary({ db, accountId, competitorId: request.query.competitorId });
      },
    );

    app.get(
      '/api/product-launches',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['insights'],
          summary: 'Products launched in the last 7 and 30 days (by the store’s own launch date)',
          querystring: competitorFilter,
          response: { 200: ZLaunches, ...notFound },
        },
      },
      async (request) => {
        const accountId = requireScope(request).accountId;
        await checkCompetitorFilter({ db, accountId, competitorId: request.query.competitorId });
        return getLaunches({ db, accountId, competitorId: request.query.competitorId });
      },
    );

    app.get(
      '/api/promotions',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['insights'],
          summary: 'Products on sale now, savings per currency and the discount history',
          querystring: competitorFilter,
          response: { 200: ZPromotions, ...notFound },
        },
      },
      async (request) => {
        const accountId = requireScope(request).accountId;
        await checkCompetitorFilter({ db, accountId, competitorId: request.query.competitorId });
        return getPromotions({ db, accountId, competitorId: request.query.competitorId });
      },
    );
  };
}
