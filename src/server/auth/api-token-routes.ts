import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiToken, ZCreateApiTokenBody, ZCreatedApiToken } from '@shared/contracts/api-tokens';
import { ZErrorBody } from '@shared/contracts/common';
import type { TDb } from '../db/client';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { forbidApiToken, requireScope, requireUser } from './request-user';
import { revokeApiToken } from './revoke-api-token';

const tokenRefused = { 403: ZErrorBody };
const ZTokenParams = z.object({ id: z.uuid('Token id must be a UUID') });

/** Personal API tokens (docs/product-rules.md R20): managed only from a signed-in session, never with a token. */
export function apiTokenRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  const manager = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    forbidApiToken(request, 'manage API tokens');
    return user;
  };

  return async (app) => {
    app.get(
      '/api/user/api-tokens',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['account'],
          summary: 'Your active API tokens, newest first',
          response: { 200: z.array(ZApiToken), ...tokenRefused },
        },
      },
      async (request) => listApiTokens({ db, userId: manager(request).id }),
    );

    app.post(
      '/api/user/api-tokens',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['account'],
          summary: 'Create an API token (the token is shown only in this answer)',
          body: ZCreateApiTokenBody,
          response: { 201: ZCreatedApiToken, ...tokenRefused },
        },
      },
      async (request, reply) => {
        const user = manager(request);
        const { accountId } = requireScope(request);
        const created = await createApiToken({ db, userId: user.id, accountId, name: request.body.name });
        return reply.code(201).send(created);
      },
    );

    app.delete(
      '/api/user/api-tokens/:id',
      {
        config: { access: 'owner', role: 'person' },
        schema: {
          tags: ['account'],
          summary: 'Revoke an API token',
          params: ZTokenParams,
          response: { 204: z.null(), ...tokenRefused },
        },
      },
      async (request, reply) => {
        const user = manager(request);
        await revokeApiToken({ db, userId: user.id, tokenId: request.params.id });
        return reply.code(204).send(null);
      },
    );
  };
}
