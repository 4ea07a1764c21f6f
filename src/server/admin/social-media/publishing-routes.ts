import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZSocialGenerateResult, ZSocialPost, ZSocialPostParams } from '@shared/contracts/social';
import { requireAdmin } from '../../auth/request-user';
import { AppError } from '../../lib/errors';
import { recordAdminAction } from '../audit-log/record-admin-action';
import { generateSocialPosts } from '../../social/generate';
import { toSocialPost } from '../../social/post-row';
import { getSocialPost, retrySocialPost } from '../../social/posts';
import { publishNow } from '../../social/publish';
import { SOCIAL_MEDIA_BASE as BASE, type TSocialMediaRouteDeps } from './social-media-deps';

/** What makes posts go out: drafting the coming days, publishing one now, retrying one (R106-R113). */
export function publishingRoutes(deps: TSocialMediaRouteDeps): FastifyPluginAsyncZod {
  const { db, clock, log, clients } = deps;

  return async (app) => {
    app.post(
      `${BASE}/generate`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "Draft the coming days' posts from current figures, within the mix and daily limits",
          response: { 200: ZSocialGenerateResult },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const now = clock.now();
        const result = await generateSocialPosts({ db, now });
        await recordAdminAction({
          db,
          admin,
          action: 'social_posts.generate',
          targetType: 'social_posts',
          targetId: result.scheduled,
          after: { scheduled: result.scheduled, skipped: result.skipped.length },
          now,
        });
        return result;
      },
    );

    app.post(
      `${BASE}/posts/:id/publish`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Publish a scheduled or failed post now (one attempt); answers the post as it ended',
          params: ZSocialPostParams,
          response: { 200: ZSocialPost, 404: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const now = clock.now();
        const before = await getSocialPost(db, request.params.id);
        const after = await publishNow({ db, clients, id: before.id, now, log });
        if (!after) {
          throw new AppError(
            'conflict',
            before.status === 'publishing'
              ? 'This post is being published right now'
              : `Only a scheduled or failed post can be published now (this one is ${before.status})`,
          );
        }
        await recordAdminAction({
          db,
          admin,
          action: 'social_post.publish',
          targetType: 'social_post',
          targetId: after.id,
          before: { status: before.status },
          after: { status: after.status, externalId: after.externalId, errorMessage: after.errorMessage },
          now,
        });
        return toSocialPost(after);
      },
    );

    app.post(
      `${BASE}/posts/:id/retry`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Schedule a failed or missed post again for now',
          params: ZSocialPostParams,
          response: { 200: ZSocialPost, 404: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const now = clock.now();
        const after = await retrySocialPost({ db, id: request.params.id, now });
        await recordAdminAction({
          db,
          admin,
          action: 'social_post.retry',
          targetType: 'social_post',
          targetId: after.id,
          after: { status: after.status, scheduledFor: after.scheduledFor },
          now,
        });
        return toSocialPost(after);
      },
    );
  };
}
