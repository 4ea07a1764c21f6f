import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  SOCIAL_POSTS_PAGE,
  ZSocialPost,
  ZSocialPostParams,
  ZSocialPostPatchBody,
  ZSocialPostsFilter,
  ZSocialStats,
} from '@shared/contracts/social';
import { requireAdmin } from '../../auth/request-user';
import { pageQuery } from '../../lib/page-query';
import { sendPage } from '../../lib/send-page';
import { recordAdminAction } from '../audit-log/record-admin-action';
import { toSocialPost } from '../../social/post-row';
import { deleteSocialPost, listSocialPosts, patchSocialPost, socialStats } from '../../social/posts';
import { SOCIAL_MEDIA_BASE as BASE, type TSocialMediaRouteDeps } from './social-media-deps';

/** The posts list, its counts, and an admin's edit or delete of one post (docs/product-rules.md R106-R113). */
export function postRoutes(deps: TSocialMediaRouteDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;

  return async (app) => {
    app.get(
      `${BASE}/posts`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Social posts, latest scheduled time first, by platform and status; by cursor (X-Total-Count)',
          querystring: pageQuery(SOCIAL_POSTS_PAGE).extend(ZSocialPostsFilter.shape),
          response: { 200: z.array(ZSocialPost) },
        },
      },
      async (request, reply) => sendPage(request, reply, await listSocialPosts({ db, query: request.query })),
    );

    app.get(
      `${BASE}/stats`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Social post counts: total, published today (UTC), by status and per platform',
          response: { 200: ZSocialStats },
        },
      },
      async () => socialStats(db, clock.now()),
    );

    app.patch(
      `${BASE}/posts/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Edit a scheduled or failed post's text, hashtags, title or time",
          params: ZSocialPostParams,
          body: ZSocialPostPatchBody,
          response: { 200: ZSocialPost, 404: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const now = clock.now();
        const { before, after } = await patchSocialPost({
          db,
          id: request.params.id,
          body: request.body,
          now,
        });
        await recordAdminAction({
          db,
          admin,
          action: 'social_post.update',
          targetType: 'social_post',
          targetId: after.id,
          before: editable(before),
          after: editable(after),
          now,
        });
        return toSocialPost(after);
      },
    );

    app.delete(
      `${BASE}/posts/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Delete a post that is not being published and was never posted',
          params: ZSocialPostParams,
          response: { 204: z.null(), 404: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        const before = await deleteSocialPost(db, request.params.id);
        await recordAdminAction({
          db,
          admin,
          action: 'social_post.delete',
          targetType: 'social_post',
          targetId: before.id,
          before: editable(before),
          now: clock.now(),
        });
        return reply.code(204).send(null);
      },
    );
  };
}

/** What an admin can change on a post, for the audit log. */
function editable(p: {
  content: string;
  title: string | null;
  hashtags: string[];
  scheduledFor: Date;
  status: string;
}) {
  return {
    content: p.content,
    title: p.title,
    hashtags: p.hashtags,
    scheduledFor: p.scheduledFor,
    status: p.status,
  };
}
