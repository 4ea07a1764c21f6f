import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZCompetitorFailure } from '@shared/contracts/competitors';
import {
  ZMyStoreAnswer,
  ZOwnProduct,
  ZOwnProductPage,
  ZOwnProductSearch,
  ZOwnStore,
  ZOwnStoreInput,
} from '@shared/contracts/my-store';
import { actingIn, requireScope } from '../auth/request-user';
import type { TCompetitorDeps } from '../competitors/add-competitor';
import { addOwnStore } from './add-own-store';
import { getOwnProduct } from './get-own-product';
import { getOwnStore } from './get-own-store';
import { removeOwnStore } from './remove-own-store';
import { searchOwnProducts } from './search-own-products';

/** The account's own store (docs/product-rules.md R126): see it, add it by URL, remove it. */
export function myStoreRoutes(deps: TCompetitorDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/my-store',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['my-store'],
          summary: "The account's own store, or null before one is added",
          response: { 200: ZMyStoreAnswer },
        },
      },
      async (request) => ({ store: await getOwnStore({ db, accountId: requireScope(request).accountId }) }),
    );

    app.get(
      '/api/my-store/products',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['my-store'],
          summary: 'My store’s live products whose title, vendor or SKU contains q, by title (at most 20)',
          querystring: ZOwnProductSearch,
          response: { 200: z.array(ZOwnProduct) },
        },
      },
      async (request) =>
        searchOwnProducts({ db, accountId: requireScope(request).accountId, ...request.query }),
    );

    app.get(
      '/api/my-store/products/:id',
      {
        config: { access: 'owner', role: 'reader' },
        schema: {
          tags: ['my-store'],
          summary:
            'One live product of my store with where its price stands against its confirmed matches (null: none)',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: ZOwnProductPage, 404: ZErrorBody },
        },
      },
      async (request) =>
        getOwnProduct({ db, accountId: requireScope(request).accountId, productId: request.params.id }),
    );

    app.post(
      '/api/my-store',
      {
        config: { access: 'user', role: 'manager', action: 'set your own store' },
        schema: {
          tags: ['my-store'],
          summary:
            'Add the own store by URL (checked like a competitor’s; no competitor slot); its first read starts at once',
          body: ZOwnStoreInput,
          response: { 201: ZOwnStore, 400: ZCompetitorFailure, 403: ZErrorBody, 409: ZCompetitorFailure },
        },
      },
      async (request, reply) => {
        const store = await addOwnStore({ ...deps, ...actingIn(request), url: request.body.url });
        return reply.code(201).send(store);
      },
    );

    app.delete(
      '/api/my-store/:id',
      {
        config: { access: 'owner', role: 'manager', action: 'remove your own store' },
        schema: {
          tags: ['my-store'],
          summary: 'Remove the own store and the matches of its products',
          params: z.object({ id: z.string().max(64) }),
          response: { 204: z.null(), 403: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        await removeOwnStore({
          db,
          accountId: requireScope(request).accountId,
          ownStoreId: request.params.id,
        });
        return reply.code(204).send(null);
      },
    );
  };
}
