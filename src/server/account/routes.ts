import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountActivity,
  ZAccountMembers,
  ZChangeRoleBody,
  ZMemberParams,
  ZMyAccount,
  ZSwitchAccountBody,
} from '@shared/contracts/account';
import { ZErrorBody } from '@shared/contracts/common';
import { actingIn, requireScope, requireUser } from '../auth/request-user';
import type { TDb } from '../db/client';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { changeMemberRole } from './change-member-role';
import { ACTIVITY_PAGE, listActivity } from './list-activity';
import { listMembers } from './list-members';
import { listMyAccounts, switchAccount } from './list-my-accounts';
import { removeMember } from './remove-member';
import { transferOwnership } from './transfer-ownership';

const MEMBERS = 'manage members';

/** The account the caller acts in: its people and their roles (docs/product-rules.md R24). */
export function accountRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/account/members',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['account'],
          summary: 'The people of the account with their roles, owners first',
          response: { 200: ZAccountMembers },
        },
      },
      async (request) => listMembers({ db, accountId: requireScope(request).accountId }),
    );

    app.get(
      '/api/account/activity',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['account'],
          summary: `Who changed what in the account, newest first (${ACTIVITY_PAGE.default} a page), keyset-paged (Link rel=next); userId keeps one person's changes`,
          querystring: pageQuery(ACTIVITY_PAGE).extend({
            userId: z.uuid('userId must be a user id').optional(),
          }),
          response: { 200: z.array(ZAccountActivity) },
        },
      },
      async (request, reply) =>
        sendPage(
          request,
          reply,
          await listActivity({ db, accountId: requireScope(request).accountId, ...request.query }),
        ),
    );

    app.patch(
      '/api/account/members/:id',
      {
        config: { access: 'owner', role: 'owner', action: MEMBERS },
        schema: {
          tags: ['account'],
          summary: "Change a member's role (409 for the last owner)",
          params: ZMemberParams,
          body: ZChangeRoleBody,
          response: { 204: z.null(), 409: ZErrorBody },
        },
      },
      async (request, reply) => {
        await changeMemberRole({
          db,
          ...actingIn(request),
          userId: request.params.id,
          role: request.body.role,
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/account/members/:id/ownership',
      {
        config: { access: 'owner', role: 'owner', action: 'hand the ownership over' },
        schema: {
          tags: ['account'],
          summary:
            'Hand the ownership to this member in one step: they become an owner and you a manager (400 for yourself, 404 for a non-member)',
          params: ZMemberParams,
          response: { 204: z.null(), 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        await transferOwnership({ db, ...actingIn(request), userId: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/account/members/:id',
      {
        config: { access: 'owner', role: 'owner', action: MEMBERS },
        schema: {
          tags: ['account'],
          summary:
            'Remove a member from the account; their sessions and tokens lose it at once (409 for the last owner)',
          params: ZMemberParams,
          response: { 204: z.null(), 409: ZErrorBody },
        },
      },
      async (request, reply) => {
        await removeMember({ db, ...actingIn(request), userId: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/account/leave',
      {
        config: { access: 'user', role: 'reader' },
        schema: {
          tags: ['account'],
          summary: 'Leave the account (409 for its last owner)',
          response: { 204: z.null(), 409: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { accountId, userId } = requireScope(request);
        await removeMember({ db, accountId, userId, actorId: userId });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/account/accounts',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['account'],
          summary: 'The accounts the signed-in person belongs to, marking the one in use',
          response: { 200: z.array(ZMyAccount) },
        },
      },
      async (request) => listMyAccounts({ db, userId: requireUser(request).id, scope: request.scope }),
    );

    app.put(
      '/api/account/current',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['account'],
          summary: 'Act in another of your accounts from the next request (404 for an account not yours)',
          body: ZSwitchAccountBody,
          response: { 204: z.null(), 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        await switchAccount({ db, userId: requireUser(request).id, accountId: request.body.accountId });
        return reply.code(204).send(null);
      },
    );
  };
}
