import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicUser } from '@shared/contracts/auth';
import {
  ZAdminCreateUserBody,
  ZAdminSetAdminBody,
  ZAdminUser,
  ZAdminUserCounts,
  ZAdminUserDetail,
  ZAdminUsersQuery,
} from '@shared/contracts/admin-users';
import { ZErrorBody } from '@shared/contracts/common';
import { PLAN_KEYS } from '@shared/constants/plans';
import { requireAdmin } from '../../auth/request-user';
import { toPublicUser } from '../../auth/public-user';
import { accountPlanState } from '../../account/account-plan';
import type { TAppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/send-page';
import { createAdminUser } from './create-admin-user';
import { deleteAdminUser } from './delete-admin-user';
import { getAdminUser } from './get-admin-user';
import { ADMIN_USERS_PAGE, countAdminUsers, listAdminUsers } from './list-admin-users';
import { pageQuery } from '../../lib/page-query';
import { setUserAdmin } from './set-user-admin';
import { setUserPlan } from './set-user-plan';

const ZUserId = z.object({ id: z.uuid('User id must be a UUID') });

/** /admin/users (docs/product-rules.md R57); every write is recorded in the audit log (R55). */
export function adminUserRoutes(deps: Pick<TAppDeps, 'db'>): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Users, searched by username or email, sorted and paged by cursor (X-Total-Count)',
          querystring: pageQuery(ADMIN_USERS_PAGE).extend(
            ZAdminUsersQuery.omit({ limit: true, cursor: true }).shape,
          ),
          response: { 200: z.array(ZAdminUser) },
        },
      },
      async (request, reply) => sendPage(request, reply, await listAdminUsers({ db, query: request.query })),
    );

    app.get(
      '/api/admin/users/counts',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'User counts: total, admins, paying, new this week',
          response: { 200: ZAdminUserCounts },
        },
      },
      async () => countAdminUsers({ db }),
    );

    app.post(
      '/api/admin/users/create',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Create a user (optionally an admin)',
          body: ZAdminCreateUserBody,
          response: { 201: ZPublicUser, 409: ZErrorBody },
        },
      },
      async (request, reply) => {
        const user = await createAdminUser({ db, admin: requireAdmin(request), input: request.body });
        return reply.code(201).send(toPublicUser(user, await accountPlanState({ db, accountId: user.id })));
      },
    );

    app.get(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "A user's detail: competitors, last sign-in and what a deletion removes",
          params: ZUserId,
          response: { 200: ZAdminUserDetail, 404: ZErrorBody },
        },
      },
      async (request) => getAdminUser({ db, userId: request.params.id }),
    );

    app.patch(
      '/api/admin/users/:id/admin',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Make a user an admin or a customer (never oneself, never the last admin)',
          params: ZUserId,
          body: ZAdminSetAdminBody,
          response: { 200: ZPublicUser, 404: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) => {
        const user = await setUserAdmin({
          db,
          admin: requireAdmin(request),
          userId: request.params.id,
          isAdmin: request.body.isAdmin,
        });
        return toPublicUser(user, await accountPlanState({ db, accountId: user.id }));
      },
    );

    app.patch(
      '/api/admin/users/:id/plan',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Set a user's plan",
          params: ZUserId,
          body: z.strictObject({
            plan: z.enum(PLAN_KEYS, `Plan must be one of: ${PLAN_KEYS.join(', ')}`),
          }),
          response: { 200: ZPublicUser, 404: ZErrorBody },
        },
      },
      async (request) => {
        const user = await setUserPlan({
          db,
          admin: requireAdmin(request),
          userId: request.params.id,
          plan: request.body.plan,
        });
        return toPublicUser(user, await accountPlanState({ db, accountId: user.id }));
      },
    );

    app.delete(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Delete a user and everything they own (never oneself, never the last admin)',
          params: ZUserId,
          response: { 204: z.null(), 404: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request, reply) => {
        await deleteAdminUser({ db, admin: requireAdmin(request), userId: request.params.id });
        return reply.code(204).send(null);
      },
    );
  };
}
