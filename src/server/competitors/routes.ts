import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody, ZMessage } from '@shared/contracts/common';
import {
  ZCompetitor,
  ZCompetitorFailure,
  ZCompetitorInput,
  ZCreatedCompetitor,
  ZProduct,
  ZValidateUrlInput,
  ZValidationResult,
} from '@shared/contracts/competitors';
import { requireUser } from '../auth/request-user';
import { addCompetitor, type TCompetitorDeps } from './add-competitor';
import { deleteCompetitor } from './delete-competitor';
import { getOwnCompetitor, listCompetitors } from './list-competitors';
import { PRODUCTS_PAGE, listProducts } from './list-products';
import { replaceCompetitor } from './replace-competitor';
import { requestCompetitorScrape } from './request-scrape';
import { toCompetitor } from './to-competitor';
import { checkCompetitorUrl, toValidationResult } from './validate-store-url';

const failures = {
  400: ZCompetitorFailure,
  401: ZErrorBody,
  403: ZCompetitorFailure,
  404: ZCompetitorFailure,
  409: ZCompetitorFailure,
};
const idParams = z.object({ id: z.string().max(64) });
const productQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PRODUCTS_PAGE.max).optional(),
  cursor: z.string().max(500).optional(),
});

export function competitorRoutes(deps: TCompetitorDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/competitors',
      { schema: { tags: ['competitors'], response: { 200: z.array(ZCompetitor), 401: ZErrorBody } } },
      async (request) => listCompetitors({ db, userId: requireUser(request).id }),
    );

    app.post(
      '/api/competitors/validate',
      {
        schema: {
          tags: ['competitors'],
          summary: 'Check a store URL (public)',
          body: ZValidateUrlInput,
          response: { 200: ZValidationResult, 400: ZErrorBody },
        },
      },
      async (request) =>
        toValidationResult(
          await checkCompetitorUrl({ ...deps, url: request.body.url, userId: request.currentUser?.id }),
        ),
    );

    app.post(
      '/api/competitors',
      {
        schema: {
          tags: ['competitors'],
          body: ZCompetitorInput,
          response: { 201: ZCreatedCompetitor, ...failures },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { competitor, store } = await addCompetitor({ ...deps, userId: user.id, input: request.body });
        return reply.code(201).send({
          ...toCompetitor(competitor, store),
          validation: { isShopify: true, name: store.name },
        });
      },
    );

    app.put(
      '/api/competitors/:id/replace',
      {
        schema: {
          tags: ['competitors'],
          params: idParams,
          body: ZCompetitorInput,
          response: { 200: ZCompetitor, ...failures },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { competitor, store } = await replaceCompetitor({
          ...deps,
          userId: user.id,
          competitorId: request.params.id,
          input: request.body,
        });
        return toCompetitor(competitor, store);
      },
    );

    app.delete(
      '/api/competitors/:id',
      { schema: { tags: ['competitors'], params: idParams, response: { 204: z.null(), ...failures } } },
      async (request, reply) => {
        await deleteCompetitor({ db, userId: requireUser(request).id, competitorId: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/competitors/:id/scrape',
      { schema: { tags: ['competitors'], params: idParams, response: { 202: ZMessage, ...failures } } },
      async (request, reply) => {
        await requestCompetitorScrape({
          ...deps,
          userId: requireUser(request).id,
          competitorId: request.params.id,
        });
        return reply.code(202).send({
          message: 'Scraping competitor data. The page will update automatically in a few moments.',
        });
      },
    );

    app.get(
      '/api/products',
      {
        schema: {
          tags: ['products'],
          querystring: productQuery,
          response: { 200: z.array(ZProduct), 400: ZErrorBody, 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        const page = await listProducts({ db, userId: requireUser(request).id, ...request.query });
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.items;
      },
    );

    app.get(
      '/api/competitors/:id/products',
      {
        schema: {
          tags: ['products'],
          params: idParams,
          querystring: productQuery,
          response: { 200: z.array(ZProduct), ...failures },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request).id;
        await getOwnCompetitor({ db, userId, competitorId: request.params.id });
        const page = await listProducts({ db, userId, competitorId: request.params.id, ...request.query });
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.items;
      },
    );
  };
}
