import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInvitationPreview, ZInvitationToken } from '@shared/contracts/account';
import { ZErrorBody } from '@shared/contracts/common';
import { acceptInvitation, previewInvitation } from '../account/accept-invitation';
import { forbidApiToken, requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';

/** The invitee's side of an invitation link (docs/product-rules.md R24). */
export function invitationLinkRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/invitations/preview',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary:
            'What an invitation link offers: the account, the role and the address (404 once it no longer works)',
          querystring: ZInvitationToken,
          response: { 200: ZInvitationPreview, 404: ZErrorBody },
        },
      },
      async (request) => previewInvitation({ db, token: request.query.token }),
    );

    app.post(
      '/api/invitations/accept',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['account'],
          summary:
            'Join the account of an invitation as the signed-in person (once; 403 for another address, 404 once used)',
          body: ZInvitationToken,
          response: {
            200: z.object({ accountId: z.string() }),
            403: ZErrorBody,
            404: ZErrorBody,
            409: ZErrorBody,
          },
        },
      },
      async (request) => {
        forbidApiToken(request, 'accept invitations');
        return acceptInvitation({ db, user: requireUser(request), token: request.body.token });
      },
    );
  };
}
