import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZHandMatchInput,
  ZMatchDecision,
  ZMatchDecisionResult,
  ZMatchListQuery,
  ZProductMatch,
} from '@shared/contracts/matching';
import { actingIn, requireScope } from '../auth/request-user';
import type { TDb } from '../db/client';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { decideMatches } from './decide-matches';
import { handMatch } from './hand-match';
import { listMatches, MATCH_PAGE } from './list-matches';

const listQuery = pageQuery(MATCH_PAGE).extend(ZMatchListQuery.shape);

/** My products matched with competitors' (docs/product-rules.md R126): the pairs by state, decisions, hand matches. */
export function matchRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/matches',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['matches'],
          summary:
            'Pairs of my products and competitors’ in one state (default: suggestions), best first, keyset-paged',
          querystring: listQuery,
          response: { 200: z.array(ZProductMatch) },
        },
      },
      async (request, reply) => {
        const page = await listMatches({ db, accountId: requireScope(request).accountId, ...request.query });
        return sendPage(request, reply, page);
      },
    );

    app.post(
      '/api/matches/decisions',
      {
        config: { access: 'user', role: 'manager', action: 'confirm or reject matches' },
        schema: {
          tags: ['matches'],
          summary: 'Confirm or reject pairs, one or many; a rejected pair is never proposed again',
          body: ZMatchDecision,
          response: { 200: ZMatchDecisionResult, 403: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => decideMatches({ db, ...actingIn(request), input: request.body }),
    );

    app.post(
      '/api/matches',
      {
        config: { access: 'user', role: 'manager', action: 'match products' },
        schema: {
          tags: ['matches'],
          summary: 'Match one of my products with a competitor’s by hand (confirmed at once)',
          body: ZHandMatchInput,
          response: { 201: z.object({ id: z.number().int() }), 403: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        const match = await handMatch({ db, ...actingIn(request), ...request.body });
        return reply.code(201).send(match);
      },
    );
  };
}
