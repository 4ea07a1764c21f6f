import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSocialSettings, ZSocialSettingsBody, ZSocialStartResult } from '@shared/contracts/social';
import { requireAdmin } from '../../auth/request-user';
import { recordAdminAction } from '../audit-log/record-admin-action';
import {
  loadSocialSettings,
  platformStates,
  saveSocialSettings,
  toSettingsAnswer,
} from '../../social/settings';
import { SOCIAL_MEDIA_BASE as BASE, type TSocialMediaRouteDeps } from './social-media-deps';

/** Social settings and the auto-posting switch (docs/product-rules.md R42, R43, R106-R113). */
export function settingsRoutes(deps: TSocialMediaRouteDeps): FastifyPluginAsyncZod {
  const { db, clock, clients } = deps;
  const settingsAnswer = async () =>
    toSettingsAnswer(await loadSocialSettings(db), await platformStates(db, clients));

  return async (app) => {
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
