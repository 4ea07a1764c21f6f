import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, socialPosts } from '../../db/schema';
import { signInAdmin } from '../../testing/admin-session';
import { startSocialStandIns, type TSocialStandIns } from '../../testing/social-stand-ins';
import { useTestApp } from '../../testing/test-app';
import { duePost, seedSocialData } from '../../social/social-fixtures';

const BASE = '/api/admin/social-media';

describe('admin social media calls', () => {
  const env: Record<string, string> = {};
  let stand: TSocialStandIns;
  const ctx = useTestApp({ env });
  beforeAll(async () => {
    stand = await startSocialStandIns();
    // Every platform but Reddit configured
    const { REDDIT_CLIENT_ID: _id, REDDIT_PASSWORD: _pw, ...rest } = stand.env;
    Object.assign(env, rest);
  });
  afterAll(async () => {
    await stand.close();
  });
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('settings: the seeded defaults, which platforms are configured, never a secret', async () => {
    const { cookie } = await signInAdmin(ctx.app, ctx.db);
    const res = await call('GET', `${BASE}/settings`, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      autoPostingEnabled: false,
      dailyPostLimits: { twitter: 4, linkedin: 3, facebook: 3, reddit: 2 },
      optimalPostingTimes: {
        twitter: [9, 12, 15, 18],
        linkedin: [8, 13, 17],
        facebook: [9, 15, 19],
        reddit: [10, 16],
      },
      contentMix: { tips: 40, case_studies: 30, educational: 20, announcements: 10 },
      subreddit: null,
      lastContentGeneration: null,
    });
    expect(body.platforms).toEqual([
      {
        platform: 'twitter',
        configured: true,
        needsNewCredentials: false,
        missingVariables: [],
        credentialsRefusedAt: null,
        lastError: null,
      },
      {
        platform: 'linkedin',
        configured: true,
        needsNewCredentials: false,
        missingVariables: [],
        credentialsRefusedAt: null,
        lastError: null,
      },
      {
        platform: 'facebook',
        configured: true,
        needsNewCredentials: false,
        missingVariables: [],
        credentialsRefusedAt: null,
        lastError: null,
      },
      {
        platform: 'reddit',
        configured: false,
        needsNewCredentials: false,
        missingVariables: ['REDDIT_CLIENT_ID', 'REDDIT_PASSWORD'],
        credentialsRefusedAt: null,
        lastError: null,
      },
    ]);
    for (const secret of [env.X_ACCESS_TOKEN!, env.LINKEDIN_ACCESS_TOKEN!, env.FACEBOOK_PAGE_ACCESS_TOKEN!]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('settings: each value is checked, and a refusal says why', async () => {
    const { cookie } = await signInAdmin(ctx.app, ctx.db);
    const refused = async (payload: unknown) => {
      const res = await call('POST', `${BASE}/settings`, cookie, payload);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refused({ dailyPostLimits: { twitter: 21 } })).toContain(
      'Daily post limit for X (Twitter) must be 1 to 20 posts',
    );
    expect(await refused({ dailyPostLimits: { reddit: 0 } })).toContain(
      'Daily post limit for Reddit must be 1 to 20 posts',
    );
    expect(
      await refused({ contentMix: { tips: 40, case_studies: 30, educational: 10, announcements: 10 } }),
    ).toContain('The content mix must add up to 100% (it adds up to 90%)');
    expect(await refused({ contentMix: { tips: 100 } })).toMatch(/Case studies/);
    expect(await refused({ optimalPostingTimes: { twitter: [9, 9] } })).toContain('must not repeat');
    expect(await refused({ optimalPostingTimes: { linkedin: [24] } })).toContain('whole hours 0 to 23');
    expect(await refused({ subreddit: 'no spaces here' })).toContain('3 to 21 letters');
    expect(await refused({})).toContain('Send one of autoPostingEnabled');
    expect(await refused({ somethingElse: 1 })).toMatch(/somethingElse|Unrecognized/);

    const saved = await call('POST', `${BASE}/settings`, cookie, { dailyPostLimits: { twitter: 2 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().dailyPostLimits).toEqual({ twitter: 2, linkedin: 3, facebook: 3, reddit: 2 });
    await call('POST', `${BASE}/settings`, cookie, { optimalPostingTimes: { reddit: [20, 7] } });
    await call('POST', `${BASE}/settings`, cookie, { subreddit: 'r/shopify' });
    const mix = await call('POST', `${BASE}/settings`, cookie, {
      contentMix: { tips: 25, case_studies: 25, educational: 25, announcements: 25 },
    });
    expect(mix.json()).toMatchObject({
      dailyPostLimits: { twitter: 2 },
      optimalPostingTimes: { reddit: [7, 20], twitter: [9, 12, 15, 18] },
      subreddit: 'shopify',
      contentMix: { tips: 25, case_studies: 25, educational: 25, announcements: 25 },
    });
    const log = await ctx.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'social_settings.update'));
    expect(log).toHaveLength(4);
  });

  it('start toggles auto-posting and says so', async () => {
    const { cookie } = await signInAdmin(ctx.app, ctx.db);
    const on = await call('POST', `${BASE}/start`, cookie);
    expect(on.json()).toEqual({
      message: 'Auto-posting is on: due posts are published every minute',
      autoPostingEnabled: true,
    });
    const off = await call('POST', `${BASE}/start`, cookie);
    expect(off.json().autoPostingEnabled).toBe(false);
    expect((await call('GET', `${BASE}/settings`, cookie)).json().autoPostingEnabled).toBe(false);
  });

  it('generate, then list by cursor with the true total, filter, and count', async () => {
    const { cookie } = await signInAdmin(ctx.app, ctx.db);
    await seedSocialData(ctx.db, ctx.clock.now());
    const gen = await call('POST', `${BASE}/generate`, cookie);
    expect(gen.statusCode).toBe(200);
    const result = gen.json();
    expect(result.scheduled).toBeGreaterThan(0);
    expect(result.message).toMatch(/^Scheduled \d+ posts? for the next 3 days$/);
    expect(result.skipped.map((s: { reason: string }) => s.reason)).toContain(
      'Reddit: set a subreddit in Settings first',
    );
    expect((await call('POST', `${BASE}/generate`, cookie)).json().scheduled).toBe(0);
    const total = result.scheduled as number;

    const first = await call('GET', `${BASE}/posts?limit=5`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(5);
    expect(first.headers['x-total-count']).toBe(String(total));
    const seen = new Set<string>();
    let page = first;
    for (;;) {
      for (const p of page.json() as { id: string }[]) seen.add(p.id);
      const next = page.headers['x-next-cursor'];
      if (!next) break;
      expect(page.headers.link).toMatch(/rel="next"/);
      page = await call('GET', `${BASE}/posts?limit=5&cursor=${next as string}`, cookie);
    }
    expect(seen.size).toBe(total);
    const times = (first.json() as { scheduledFor: string }[]).map((p) => p.scheduledFor);
    expect([...times].sort().reverse()).toEqual(times);

    const x = await call('GET', `${BASE}/posts?platform=twitter&status=scheduled`, cookie);
    expect(x.json().every((p: { platform: string }) => p.platform === 'twitter')).toBe(true);
    expect(Number(x.headers['x-total-count'])).toBe(x.json().length);
    expect((await call('GET', `${BASE}/posts?status=posted`, cookie)).headers['x-total-count']).toBe('0');
    expect((await call('GET', `${BASE}/posts?status=sent`, cookie)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}/posts?cursor=nonsense`, cookie)).statusCode).toBe(400);

    const stats = (await call('GET', `${BASE}/stats`, cookie)).json();
    expect(stats).toMatchObject({ totalPosts: total, scheduledPosts: total, postsToday: 0, failedPosts: 0 });
    expect(stats.perPlatform.find((p: { platform: string }) => p.platform === 'twitter').scheduled).toBe(
      Number(x.headers['x-total-count']),
    );
    expect((await call('GET', `${BASE}/settings`, cookie)).json().lastContentGeneration).not.toBeNull();
  });

  it('edit, publish now, retry and delete one post', async () => {
    const { cookie } = await signInAdmin(ctx.app, ctx.db);
    const later = new Date(ctx.clock.now().getTime() + 3_600_000);
    const post = await duePost(ctx.db, 'twitter', later);

    // Too long as X counts it: 130 CJK characters are 260, plus the hashtag line
    const long = await call('PATCH', `${BASE}/posts/${post.id}`, cookie, {
      content: '価'.repeat(130),
      hashtags: ['shopify', 'pricing', 'ecommerce'],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/as X counts them .* X allows 280/);
    expect((await call('PATCH', `${BASE}/posts/${post.id}`, cookie, { title: 'A title' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('PATCH', `${BASE}/posts/${post.id}`, cookie, { scheduledFor: '2020-01-01T00:00:00Z' })
      ).json().message,
    ).toBe('The scheduled time must be in the future');

    const edited = await call('PATCH', `${BASE}/posts/${post.id}`, cookie, {
      content: 'Edited text https://rivalwatch.example.com/a-very-long-path-that-counts-as-23-anyway',
      hashtags: ['#Shopify'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      content: 'Edited text https://rivalwatch.example.com/a-very-long-path-that-counts-as-23-anyway',
      hashtags: ['Shopify'],
      textLength: 12 + 23 + 2 + 8,
      textLimit: 280,
    });

    const published = await call('POST', `${BASE}/posts/${post.id}/publish`, cookie);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'posted', attempts: 1, errorMessage: null });
    expect(published.json().url).toMatch(/^https:\/\/x\.com\/i\/web\/status\/\d+$/);
    expect(stand.posts.twitter.at(-1)!.text).toBe(
      'Edited text https://rivalwatch.example.com/a-very-long-path-that-counts-as-23-anyway\n\n#Shopify',
    );
    // Never twice, never edited or deleted once posted
    const again = await call('POST', `${BASE}/posts/${post.id}/publish`, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only a scheduled or failed post can be published now (this one is posted)',
    );
    expect((await call('PATCH', `${BASE}/posts/${post.id}`, cookie, { content: 'x' })).statusCode).toBe(409);
    expect((await call('DELETE', `${BASE}/posts/${post.id}`, cookie)).statusCode).toBe(409);
    expect((await call('GET', `${BASE}/stats`, cookie)).json().postsToday).toBe(1);

    // Reddit is not configured here: publish now fails it with the variables to set; retry schedules it again
    const reddit = await duePost(ctx.db, 'reddit', later);
    const failed = (await call('POST', `${BASE}/posts/${reddit.id}/publish`, cookie)).json();
    expect(failed).toMatchObject({
      status: 'failed',
      errorMessage: 'Reddit is not configured: set REDDIT_CLIENT_ID, REDDIT_PASSWORD',
    });
    const retried = await call('POST', `${BASE}/posts/${reddit.id}/retry`, cookie);
    expect(retried.json()).toMatchObject({ status: 'scheduled', attempts: 0, errorMessage: null });
    expect((await call('POST', `${BASE}/posts/${reddit.id}/retry`, cookie)).statusCode).toBe(409);

    expect((await call('DELETE', `${BASE}/posts/${reddit.id}`, cookie)).statusCode).toBe(204);
    expect(await ctx.db.$count(socialPosts, eq(socialPosts.id, reddit.id))).toBe(0);
    expect((await call('DELETE', `${BASE}/posts/${reddit.id}`, cookie)).statusCode).toBe(404);
    const actions = (await ctx.db.select().from(adminActions)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'social_post.update',
        'social_post.publish',
        'social_post.retry',
        'social_post.delete',
      ]),
    );
  });

  it('is for admins only', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${BASE}/stats` });
    expect(anonymous.statusCode).toBe(401);
  });
});
