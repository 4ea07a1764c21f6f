import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRankHistory } from '@shared/contracts/best-sellers';
import { ZErrorBody } from '@shared/contracts/common';
import { ZCompetitorProductHit, ZCompetitorProductSearch } from '@shared/contracts/matching';
import { ZProduct } from '@shared/contracts/competitors';
import { getRankHistory } from '../best-sellers/get-rank-history';
import { ZProductDetail } from '@shared/contracts/insights';
import { requireScope } from '../auth/request-user';
import type { TDb } from '../db/client';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { getProductDetail } from './get-product-detail';
import { listProducts, productQuery } from './list-products';
import { COMPETITOR_SEARCH_PAGE, searchCompetitorProducts } from './search-competitor-products';

const searchQuery = pageQuery(COMPETITOR_SEARCH_PAGE).extend(ZCompetitorProductSearch.shape);

/** The tracked products: the list over every active competitor, and one product whole. */
export function productRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/products',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['products'],
          summary: "The live products of the user's competitors by title, keyset-paged (Link rel=next)",
          querystring: productQuery,
          response: { 200: z.array(ZProduct) },
        },
      },
      async (request, reply) => {
        const page = await listProducts({ db, accountId: requireScope(request).accountId, ...request.query });
        return sendPage(request, reply, page);
      },
    );

    app.get(
      '/api/products/search',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['products'],
          summary:
            'Live products of my active competitors whose title, vendor or SKU contains q, by title, keyset-paged (the hand-match picker)',
          querystring: searchQuery,
          response: { 200: z.array(ZCompetitorProductHit) },
        },
      },
      async (request, reply) => {
        const page = await searchCompetitorProducts({
          db,
          accountId: requireScope(request).accountId,
          ...request.query,
        });
        return sendPage(request, reply, page);
      },
    );

    app.get(
      '/api/products/:id',
      {
        config: { access: 'owner', role: 'reader' },
        schema: {
          tags: ['products'],
          summary: 'One tracked product with its variants (live first) and each variant’s price history',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: ZProductDetail },
        },
      },
      async (request) =>
        getProductDetail({ db, accountId: requireScope(request).accountId, productId: request.params.id }),
    );

    app.get(
      '/api/products/:id/best-seller-ranks',
      {
        config: { access: 'owner', role: 'reader' },
        schema: {
          tags: ['products'],
          summary:
            "One product's place in its store's own best-selling order (not units sold), each change oldest first",
          params: z.object({ id: z.string().max(64) }),
          response: { 200: ZRankHistory, 404: ZErrorBody },
        },
      },
      async (request) =>
        getRankHistory({ db, accountId: requireScope(request).accountId, productId: request.params.id }),
    );
  };
}
