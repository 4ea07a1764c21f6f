import { accountBestSellerDepth } from '../best-sellers/plan-depth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody, ZMessage } from '@shared/contracts/common';
import { ZBestSellers } from '@shared/contracts/best-sellers';
import { ZRunsOn } from '@shared/contracts/runs-on';
import { getBestSellers } from '../best-sellers/get-best-sellers';
import {
  ZCompetitor,
  ZCompetitorFailure,
  ZCompetitorInput,
  ZCreatedCompetitor,
  ZProduct,
  ZValidateUrlInput,
  ZValidationResult,
} from '@shared/contracts/competitors';
import { actingIn, requireScope, requireUser } from '../auth/request-user';
import { addCompetitor, type TCompetitorDeps } from './add-competitor';
import { deleteCompetitor } from './delete-competitor';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import { sendPage } from '../lib/send-page';
import { listProducts, productQuery } from '../products/list-products';
import { getOwnCompetitor, listCompetitors } from './list-competitors';
import { replaceCompetitor } from './replace-competitor';
import { getRunsOn } from './runs-on';
import { requestCompetitorScrape } from './request-scrape';
import { toCompetitor } from './to-competitor';
import { checkCompetitorUrl, toValidationResult } from './validate-store-url';

const failures = { 400: ZCompetitorFailure, 403: ZCompetitorFailure, 409: ZCompetitorFailure };
const idParams = z.object({ id: z.string().max(64) });

export function competitorRoutes(deps: TCompetitorDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/competitors',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['competitors'],
          summary: "The user's competitors, newest first",
          response: { 200: z.array(ZCompetitor) },
        },
      },
      async (request) => listCompetitors({ db, accountId: requireScope(request).accountId }),
    );

    app.post(
      '/api/competitors/validate',
      {
        config: { access: 'public' },
        schema: {
          tags: ['competitors'],
          summary: 'Check a store URL: normalised, public, a Shopify store, not already tracked',
          body: ZValidateUrlInput,
          response: { 200: ZValidationResult, 429: ZErrorBody },
        },
      },
      async (request) => {
        const { rule, message } = RATE_RULES.urlChecksPerIp;
        await limitAttempt({ db, rules: [{ key: `url-check:ip:${request.ip}`, rule }], message });
        return toValidationResult(
          await checkCompetitorUrl({ ...deps, url: request.body.url, accountId: request.scope?.accountId }),
        );
      },
    );

    app.post(
      '/api/competitors',
      {
        config: { access: 'user', role: 'manager', action: 'add competitors' },
        schema: {
          tags: ['competitors'],
          summary: 'Track a store (within the plan limit); its first scrape starts at once',
          body: ZCompetitorInput,
          response: { 201: ZCreatedCompetitor, ...failures },
        },
      },
      async (request, reply) => {
        const { competitor, store } = await addCompetitor({
          ...deps,
          ...actingIn(request),
          input: request.body,
        });
        return reply.code(201).send({
          ...toCompetitor(competitor, store, requireUser(request).username),
          validation: { isShopify: true, name: store.name },
        });
      },
    );

    app.put(
      '/api/competitors/:id/replace',
      {
        config: { access: 'owner', role: 'manager', action: 'replace competitors' },
        schema: {
          tags: ['competitors'],
          summary: 'Replace a competitor by another store (the slot is reused)',
          params: idParams,
          body: ZCompetitorInput,
          response: { 200: ZCompetitor, ...failures, 404: ZCompetitorFailure },
        },
      },
      async (request) => {
        const { competitor, store } = await replaceCompetitor({
          ...deps,
          ...actingIn(request),
          competitorId: request.params.id,
          input: request.body,
        });
        return toCompetitor(competitor, store, requireUser(request).username);
      },
    );

    app.delete(
      '/api/competitors/:id',
      {
        config: { access: 'owner', role: 'manager', action: 'remove competitors' },
        schema: {
          tags: ['competitors'],
          summary: 'Stop tracking a competitor',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteCompetitor({
          db,
          ...actingIn(request),
          competitorId: request.params.id,
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/competitors/:id/scrape',
      {
        config: { access: 'owner', role: 'manager', action: 'start a scrape' },
        schema: {
          tags: ['competitors'],
          summary: "Scrape a competitor's store now",
          params: idParams,
          response: { 202: ZMessage },
        },
      },
      async (request, reply) => {
        await requestCompetitorScrape({
          ...deps,
          accountId: requireScope(request).accountId,
          competitorId: request.params.id,
        });
        return reply.code(202).send({
          message: 'Scraping competitor data. The page will update automatically in a few moments.',
        });
      },
    );

    app.get(
      '/api/competitors/:id/products',
      {
        config: { access: 'owner', role: 'reader' },
        schema: {
          tags: ['products'],
          summary: "One competitor's live products by title, keyset-paged (Link rel=next, X-Total-Count)",
          params: idParams,
          querystring: productQuery,
          response: { 200: z.array(ZProduct) },
        },
      },
      async (request, reply) => {
        const accountId = requireScope(request).accountId;
        await getOwnCompetitor({ db, accountId, competitorId: request.params.id });
        const page = await listProducts({ db, accountId, competitorId: request.params.id, ...request.query });
        return sendPage(request, reply, page);
      },
    );

    app.get(
      '/api/competitors/:id/runs-on',
      {
        config: { access: 'owner', role: 'reader' },
        schema: {
          tags: ['competitors'],
          summary:
            "What a competitor's store runs on: its theme, apps and pixels read from its home page, and what it ran on before",
          params: idParams,
          response: { 200: ZRunsOn, 404: ZErrorBody },
        },
      },
      async (request) => {
        const accountId = requireScope(request).accountId;
        const { row } = await getOwnCompetitor({ db, accountId, competitorId: request.params.id });
        return getRunsOn(db, row.storeId);
      },
    );

    app.get(
      '/api/competitors/:id/best-sellers',
      {
        config: { access: 'owner', role: 'reader' },
        schema: {
          tags: ['competitors'],
          summary:
            "A competitor's best sellers: the store's own best-selling order (not units sold) as last read, with each product's move, or why it cannot be read",
          params: idParams,
          response: { 200: ZBestSellers, 404: ZErrorBody },
        },
      },
      async (request) => {
        const accountId = requireScope(request).accountId;
        const { row } = await getOwnCompetitor({ db, accountId, competitorId: request.params.id });
        return getBestSellers(db, row.storeId, await accountBestSellerDepth(db, accountId));
      },
    );
  };
}
