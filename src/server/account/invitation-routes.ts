import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInvitation, ZInviteBody, ZMemberParams } from '@shared/contracts/account';
import { ZErrorBody } from '@shared/contracts/common';
import type { TAppDeps } from '../lib/deps';
import { actingIn, forbidApiToken, requireScope } from '../auth/request-user';
import { inviteMember, resendInvitation, revokeInvitation } from './invite-member';
import { listInvitations } from './list-invitations';

const MEMBERS = 'manage members';

/** An owner's invitations to the account (docs/product-rules.md R24); accepting them is /api/invitations. */
export function invitationRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config, mailer } = deps;
  const mail = { db, mailer, appUrl: config.APP_URL, secret: config.SESSION_SECRET };
  return async (app) => {
    app.get(
      '/api/account/invitations',
      {
        config: { access: 'user', role: 'owner', action: MEMBERS },
        schema: {
          tags: ['account'],
          summary: 'The pending invitations of the account, newest first',
          response: { 200: z.array(ZInvitation) },
        },
      },
      async (request) => listInvitations({ db, accountId: requireScope(request).accountId }),
    );

    app.post(
      '/api/account/invitations',
      {
        config: { access: 'user', role: 'owner', action: MEMBERS },
        schema: {
          tags: ['account'],
          summary:
            'Invite an address with a role (409 when already a member, 403 with upgradeMessage past the seats); the email carries a 7-day link',
          body: ZInviteBody,
          response: { 201: ZInvitation, 409: ZErrorBody },
        },
      },
      async (request, reply) => {
        forbidApiToken(request, 'invite people');
        const { accountId, userId } = requireScope(request);
        const invitation = await inviteMember({
          ...mail,
          log: request.log,
          accountId,
          invitedBy: userId,
          input: request.body,
        });
        return reply.code(201).send(invitation);
      },
    );

    app.post(
      '/api/account/invitations/:id/resend',
      {
        config: { access: 'owner', role: 'owner', action: MEMBERS },
        schema: {
          tags: ['account'],
          summary:
            'Send a pending invitation again with a new link, valid 7 days (the old link stops working)',
          params: ZMemberParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        forbidApiToken(request, 'invite people');
        const { accountId } = requireScope(request);
        await resendInvitation({ ...mail, log: request.log, accountId, invitationId: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/account/invitations/:id',
      {
        config: { access: 'owner', role: 'owner', action: MEMBERS },
        schema: {
          tags: ['account'],
          summary: 'Withdraw a pending invitation: its link stops working',
          params: ZMemberParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await revokeInvitation({ db, ...actingIn(request), invitationId: request.params.id });
        return reply.code(204).send(null);
      },
    );
  };
}
