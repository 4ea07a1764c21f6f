import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  SOCIAL_POSTS_PAGE,
  ZSocialGenerateResult,
  ZSocialPost,
  ZSocialPostParams,
  ZSocialPostPatchBody,
  ZSocialPostsFilter,
  ZSocialSettings,
  ZSocialSettingsBody,
  ZSocialStartResult,
  ZSocialStats,
} from '@shared/contracts/social';
import { requireAdmin } from '../../auth/request-user';
import type { TAppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { pageQuery } from '../../lib/page-query';
import { sendPage } from '../../lib/send-page';
import { recordAdminAction } from '../audit-log/record-admin-action';
import { generateSocialPosts } from '../../social/generate';
import { createPlatformClients } from '../../social/platforms';
import { toSocialPost } from '../../social/post-row';
import {
  deleteSocialPost,
  getSocialPost,
  listSocialPosts,
  patchSocialPost,
  retrySocialPost,
  socialStats,
} from '../../social/posts';
import { publishNow } from '../../social/publish';
import {
  loadSocialSettings,
  platformStates,
  saveSocialSettings,
  toSettingsAnswer,
} from '../../social/settings';

const BASE = '/api/admin/social-media';

/**
 * /admin/social-media (docs/product-rules.md R42, R43, R106-R113): posts, stats, settings, generation, the
 * auto-posting switch and each post's edit, delete, publish-now and retry. Every write is in the audit log.
 */
export function adminSocialMediaRoutes(
  deps: Pick<TAppDeps, 'db' | 'config' | 'clock' | 'log'>,
): FastifyPluginAsyncZod {
  const { db, clock, log } = deps;
  const clients = createPlatformClients(deps.config);
  const settingsAnswer = async () =>
    toSettingsAnswer(await loadSocialSettings(db), await platformStates(db, clients));

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

    app.get(
      `${BASE}/settings`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Social settings and which platforms are configured (never their credentials)',
          response: { 200: ZSocialSettings },
        },
      },
      async () => settingsAnswer(),
    );

    app.post(
      `${BASE}/settings`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Change social settings: auto-posting, daily limits (1-20), content mix (adds up to 100), posting hours, subreddit',
          body: ZSocialSettingsBody,
          response: { 200: ZSocialSettings },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const body = request.body;
        const now = clock.now();
        await db.transaction(async (tx) => {
          const before = await loadSocialSettings(tx);
          const after = await saveSocialSettings(
            tx,
            {
              ...(body.autoPostingEnabled !== undefined && { autoPostingEnabled: body.autoPostingEnabled }),
              ...(body.dailyPostLimits && {
                dailyPostLimits: { ...before.dailyPostLimits, ...definedOnly(body.dailyPostLimits) },
              }),
              ...(body.contentMix && { contentMix: body.contentMix }),
              ...(body.optimalPostingTimes && {
                optimalPostingTimes: {
                  ...before.optimalPostingTimes,
                  ...sortedHours(definedOnly(body.optimalPostingTimes)),
                },
              }),
              ...(body.subreddit !== undefined && { subreddit: body.subreddit }),
            },
            now,
          );
          await recordAdminAction({
            db: tx,
            admin,
            action: 'social_settings.update',
            targetType: 'social_settings',
            targetId: 1,
            before,
            after,
            now,
          });
        });
        return settingsAnswer();
      },
    );

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
      `${BASE}/start`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Turn auto-posting on, or off when it is on',
          response: { 200: ZSocialStartResult },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const now = clock.now();
        const enabled = await db.transaction(async (tx) => {
          const before = await loadSocialSettings(tx);
          const after = await saveSocialSettings(tx, { autoPostingEnabled: !before.autoPostingEnabled }, now);
          await recordAdminAction({
            db: tx,
            admin,
            action: 'social_settings.auto_posting',
            targetType: 'social_settings',
            targetId: 1,
            before: { autoPostingEnabled: before.autoPostingEnabled },
            after: { autoPostingEnabled: after.autoPostingEnabled },
            now,
          });
          return after.autoPostingEnabled;
        });
        return {
          message: enabled
            ? 'Auto-posting is on: due posts are published every minute'
            : 'Auto-posting is off: no post is published until it is turned on again',
          autoPostingEnabled: enabled,
        };
      },
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

function definedOnly<T extends Record<string, unknown>>(o: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

function sortedHours<T extends Record<string, number[]>>(o: T): T {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, [...v].sort((a, b) => a - b)])) as T;
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
