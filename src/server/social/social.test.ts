import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSocialPost } from '@shared/contracts/social';
import { xWeightedLength } from '@shared/social/text-length';
import { socialPosts } from '../db/schema';
import { createLogger } from '../lib/logger';
import { startSocialStandIns, type TSocialStandIns } from '../testing/social-stand-ins';
import { testConfig, useTestApp } from '../testing/test-app';
import { computeFigures } from './figures';
import { generateSocialPosts } from './generate';
import { createPlatformClients } from './platforms';
import { refreshEngagement } from './engagement';
import { publishNow, runSocialTick } from './publish';
import { saveSocialSettings } from './settings';
import { duePost, enableAutoPosting, seedSocialData } from './social-fixtures';

const NOW = new Date('2026-03-02T00:30:00.000Z');
const log = createLogger('silent');

describe('social posts: figures, generation and publishing', () => {
  const env: Record<string, string> = {};
  let stand: TSocialStandIns;
  const ctx = useTestApp({ env });
  beforeAll(async () => {
    stand = await startSocialStandIns();
    Object.assign(env, stand.env);
  });
  afterAll(async () => {
    await stand.close();
  });
  const clients = () => createPlatformClients(testConfig(stand.env));
  const tick = (now: Date, c = clients()) => runSocialTick({ db: ctx.db, clients: c, now, log });
  const post = async (id: string) =>
    (await ctx.db.select().from(socialPosts).where(eq(socialPosts.id, id)))[0]!;

  it('computes each figure from the monitored stores only, over the last 7 days', async () => {
    await seedSocialData(ctx.db, NOW);
    const f = await computeFigures(ctx.db, NOW);
    const value = (k: keyof typeof f) => f[k]?.value;
    expect(value('monitored_stores')).toBe(2);
    expect(value('monitored_products')).toBe(5);
    expect(value('price_moved_products_7d')).toBe(2);
    expect(f.price_moved_share_7d).toMatchObject({ value: 40, formatted: '40%', sampleSize: 5 });
    expect(value('price_increases_7d')).toBe(1);
    expect(value('price_decreases_7d')).toBe(1);
    expect(f.median_price_move_pct_7d).toMatchObject({ value: 12.5, formatted: '12.5%', sampleSize: 2 });
    expect(value('products_on_sale')).toBe(3);
    expect(f.median_discount_pct).toMatchObject({ value: 20, formatted: '20%', sampleSize: 3 });
    expect(value('launches_7d')).toBe(1);
    expect(value('store_wide_sales_7d')).toBe(1);
    expect(value('stores_with_store_wide_sale_7d')).toBe(1);
    expect(f.median_discount_pct!.source).toMatch(/over the 3 monitored products on sale/);
  });

  it('with no data, every template is skipped and nothing is drafted', async () => {
    expect(await computeFigures(ctx.db, NOW)).toEqual({});
    const result = await generateSocialPosts({ db: ctx.db, now: NOW });
    expect(result.scheduled).toBe(0);
    expect(result.message).toMatch(/no figures to quote yet/);
    expect(result.skipped.map((s) => s.reason)).toContain(
      'Announcements template ann_coverage skipped: no data yet for monitored_stores, monitored_products',
    );
  });

  it('drafts within the daily limits at the optimal hours, each template once per platform, quoting stored figures', async () => {
    await seedSocialData(ctx.db, NOW);
    const first = await generateSocialPosts({ db: ctx.db, now: NOW });
    // 3 days: X 4 a day (12 slots), LinkedIn 3 (9), Facebook 3 (9); Reddit waits for a subreddit. The seed gives
    // figures to all 7 templates, and a template goes once per platform in those days: 7 posts each.
    expect(first.scheduled).toBe(21);
    const reasons = first.skipped.map((s) => s.reason);
    expect(reasons).toContain('Reddit: set a subreddit in Settings first');
    expect(reasons).toContain(
      'X (Twitter): 5 slots left empty, as every template with figures is already scheduled there in these days (a repeat would read as a duplicate)',
    );
    const count = (posts: TSocialPost[], pred: (p: TSocialPost) => boolean) => posts.filter(pred).length;
    for (const platform of ['twitter', 'linkedin', 'facebook'] as const) {
      const mine = first.posts.filter((p) => p.platform === platform);
      expect(mine).toHaveLength(7);
      expect(new Set(mine.map((p) => p.templateKey)).size).toBe(7);
      expect(new Set(mine.map((p) => p.content)).size).toBe(7);
    }
    // The mix decides the order: the earliest X posts are of the type furthest below its share (40/30/20/10).
    const xFirst = first.posts.filter((p) => p.platform === 'twitter').slice(0, 2);
    expect(xFirst.map((p) => p.postType)).toContain('tips');
    expect(count(first.posts, (p) => p.postType === 'announcements')).toBe(3);
    // each at one of its platform's hours
    const hours = {
      twitter: [9, 12, 15, 18],
      linkedin: [8, 13, 17],
      facebook: [9, 15, 19],
      reddit: [10, 16],
    };
    for (const p of first.posts) {
      const at = new Date(p.scheduledFor);
      expect(hours[p.platform]).toContain(at.getUTCHours());
      expect(at.getUTCMinutes()).toBe(0);
    }
    // every X post fits 280 as X counts; every number in a post is one of its stored figures
    for (const p of first.posts) {
      if (p.platform === 'twitter') expect(xWeightedLength(p.renderedText)).toBeLessThanOrEqual(280);
      expect(p.figures.length).toBeGreaterThan(0);
      const printed = p.renderedText.match(/\d+(\.\d+)?%?/g) ?? [];
      const quoted = p.figures.map((f) => f.formatted);
      for (const number of printed.filter((s) => s !== '7')) expect(quoted).toContain(number);
    }
    const discount = first.posts.find((p) => p.templateKey === 'tip_discount_depth')!;
    expect(discount.content).toContain('The median discount on the 3 products on sale');
    expect(discount.content).toContain('is 20% right now');
    expect(discount.figures.map((f) => [f.key, f.value])).toEqual([
      ['products_on_sale', 3],
      ['median_discount_pct', 20],
    ]);

    // Again: nothing doubles. With a subreddit, only Reddit's 2 a day are added.
    expect((await generateSocialPosts({ db: ctx.db, now: NOW })).scheduled).toBe(0);
    await saveSocialSettings(ctx.db, { subreddit: 'shopify' }, NOW);
    const second = await generateSocialPosts({ db: ctx.db, now: NOW });
    expect(second.scheduled).toBe(6);
    expect(second.posts.every((p) => p.platform === 'reddit' && p.subreddit === 'shopify' && p.title)).toBe(
      true,
    );
    expect(second.posts.every((p) => p.hashtags.length === 0)).toBe(true);
    const third = await generateSocialPosts({ db: ctx.db, now: NOW });
    expect(third.scheduled).toBe(0);
    expect(third.message).toMatch(/every template with figures is already scheduled/);
    expect(await ctx.db.$count(socialPosts)).toBe(27);

    // A day's limit counts what is there: a limit above the hours says so
    await saveSocialSettings(
      ctx.db,
      { dailyPostLimits: { twitter: 6, linkedin: 3, facebook: 3, reddit: 2 } },
      NOW,
    );
    const fourth = await generateSocialPosts({ db: ctx.db, now: NOW });
    expect(fourth.scheduled).toBe(0);
    expect(fourth.skipped.map((s) => s.reason)).toContain(
      'X (Twitter): the daily limit is 6 but there are 4 posting hours; add hours to post more',
    );
  });

  it('generation later in the day fills only the hours still ahead', async () => {
    await seedSocialData(ctx.db, NOW);
    const at = new Date('2026-03-02T14:00:00.000Z');
    const result = await generateSocialPosts({ db: ctx.db, now: at });
    const today = result.posts.filter((p) => p.scheduledFor.startsWith('2026-03-02'));
    // X: 15 and 18; LinkedIn: 17; Facebook: 15 and 19
    expect(today.map((p) => `${p.platform}@${new Date(p.scheduledFor).getUTCHours()}`).sort()).toEqual([
      'facebook@15',
      'facebook@19',
      'linkedin@17',
      'twitter@15',
      'twitter@18',
    ]);
  });

  it('publishes each due post exactly once with two workers racing', async () => {
    await enableAutoPosting(ctx.db);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await duePost(ctx.db, 'twitter', new Date(NOW.getTime() - i * 60_000))).id);
      ids.push((await duePost(ctx.db, 'facebook', new Date(NOW.getTime() - i * 60_000))).id);
    }
    stand.setDelay(30);
    const before = { x: stand.posts.twitter.length, fb: stand.posts.facebook.length };
    const [a, b] = await Promise.all([tick(NOW), tick(NOW)]);
    stand.setDelay(0);
    expect(a.posted + b.posted).toBe(6);
    expect(stand.posts.twitter.length - before.x).toBe(3);
    expect(stand.posts.facebook.length - before.fb).toBe(3);
    for (const id of ids) {
      const p = await post(id);
      expect(p.status).toBe('posted');
      expect(p.attempts).toBe(1);
      expect(p.externalId).toBeTruthy();
      expect(p.url).toMatch(/^https:\/\/(x|www\.facebook)\.com\//);
    }
    // a third run finds nothing to do
    expect((await tick(NOW)).posted).toBe(0);
  });

  it('publish now racing the scheduler on the same post sends it once', async () => {
    await enableAutoPosting(ctx.db);
    const p = await duePost(ctx.db, 'facebook', NOW);
    stand.setDelay(30);
    const attempts = stand.publishAttempts.facebook;
    const [manual, scheduled] = await Promise.all([
      publishNow({ db: ctx.db, clients: clients(), id: p.id, now: NOW, log }),
      tick(NOW),
    ]);
    stand.setDelay(0);
    expect(stand.publishAttempts.facebook - attempts).toBe(1);
    // One of the two held it; the other found it taken
    expect((manual ? 1 : 0) + scheduled.posted).toBe(1);
    expect((await post(p.id)).status).toBe('posted');
  });

  it('reads engagement where the platform gives it; what it does not give is null', async () => {
    await enableAutoPosting(ctx.db);
    const x = await duePost(ctx.db, 'twitter', NOW);
    const li = await duePost(ctx.db, 'linkedin', NOW);
    await tick(NOW);
    const later = new Date(NOW.getTime() + 2 * 3_600_000);
    expect(await refreshEngagement({ db: ctx.db, clients: clients(), now: later, log })).toBe(2);
    expect((await post(x.id)).engagement).toEqual({
      impressions: 250,
      likes: 7,
      shares: 1,
      comments: 2,
      clicks: null,
      engagementRate: 4,
      fetchedAt: later.toISOString(),
    });
    expect((await post(li.id)).engagement).toMatchObject({
      impressions: null,
      likes: null,
      shares: null,
      comments: null,
      clicks: null,
      engagementRate: null,
    });
    // Read again only after 6 hours
    expect(await refreshEngagement({ db: ctx.db, clients: clients(), now: later, log })).toBe(0);
  });

  it('a post left publishing past its lease is failed with a message to check, not sent again', async () => {
    await enableAutoPosting(ctx.db);
    const stuck = await duePost(ctx.db, 'twitter', new Date(NOW.getTime() - 5 * 60_000), {
      status: 'publishing',
      attempts: 1,
      leaseToken: '00000000-0000-4000-8000-000000000001',
      leaseUntil: new Date(NOW.getTime() - 1000),
    });
    const attempts = stand.publishAttempts.twitter;
    const result = await tick(NOW);
    expect(result.interrupted).toBe(1);
    const p = await post(stuck.id);
    expect(p.status).toBe('failed');
    expect(p.errorMessage).toMatch(
      /not known whether X received the post\. Check the account before retrying/,
    );
    expect(stand.publishAttempts.twitter).toBe(attempts);
  });

  it('a post more than an hour late is missed; one 59 minutes late still goes out', async () => {
    await enableAutoPosting(ctx.db);
    const late = await duePost(ctx.db, 'linkedin', new Date(NOW.getTime() - 61 * 60_000));
    const onTime = await duePost(ctx.db, 'linkedin', new Date(NOW.getTime() - 59 * 60_000));
    const result = await tick(NOW);
    expect(result).toMatchObject({ missed: 1, posted: 1 });
    expect((await post(late.id)).status).toBe('missed');
    expect((await post(late.id)).errorMessage).toMatch(
      /was due at 2026-03-01 23:29 UTC and was still waiting an hour later/,
    );
    expect((await post(onTime.id)).status).toBe('posted');
  });

  it('with auto-posting off nothing is published, but late posts still become missed', async () => {
    const due = await duePost(ctx.db, 'facebook', NOW);
    const late = await duePost(ctx.db, 'facebook', new Date(NOW.getTime() - 2 * 3_600_000));
    const result = await tick(NOW);
    expect(result).toMatchObject({ missed: 1, posted: 0 });
    expect((await post(due.id)).status).toBe('scheduled');
    expect((await post(late.id)).status).toBe('missed');
  });

  it('429: waits until the reset the headers give, without asking again in the same run', async () => {
    await enableAutoPosting(ctx.db);
    const one = await duePost(ctx.db, 'reddit', NOW);
    const two = await duePost(ctx.db, 'reddit', new Date(NOW.getTime() + 1000));
    stand.failNext('reddit', 'rate');
    const attempts = stand.publishAttempts.reddit;
    const at = new Date(NOW.getTime() + 2000);
    const result = await tick(at);
    expect(result).toMatchObject({ retrying: 2, posted: 0 });
    expect(stand.publishAttempts.reddit - attempts).toBe(1);
    const p = await post(one.id);
    expect(p.status).toBe('scheduled');
    // Reddit's x-ratelimit-reset: 42 seconds
    expect(p.nextAttemptAt!.getTime()).toBe(at.getTime() + 42_000);
    expect(p.errorMessage).toMatch(/Reddit answered 429/);
    expect((await post(two.id)).attempts).toBe(0);
    // Before the reset nothing is sent; after it both go out
    expect((await tick(new Date(at.getTime() + 41_000))).posted).toBe(0);
    expect((await tick(new Date(at.getTime() + 42_000))).posted).toBe(2);
    expect((await post(one.id)).attempts).toBe(2);
  });

  it('5xx: retried with backoff, then failed with the platform message after 5 attempts', async () => {
    await enableAutoPosting(ctx.db);
    const p = await duePost(ctx.db, 'linkedin', NOW);
    stand.failNext('linkedin', 'server', 5);
    let at = NOW;
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      await tick(at);
      const row = await post(p.id);
      if (row.status !== 'scheduled') break;
      waits.push((row.nextAttemptAt!.getTime() - at.getTime()) / 1000);
      at = row.nextAttemptAt!;
    }
    expect(waits).toEqual([60, 120, 240, 480]);
    const row = await post(p.id);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toBe('LinkedIn answered 500: Internal Server Error (gave up after 5 attempts)');
  });

  it('401: the platform needs new credentials and its posts pause until the credentials change', async () => {
    await enableAutoPosting(ctx.db);
    const badFacebook = createPlatformClients(
      testConfig({ ...stand.env, FACEBOOK_PAGE_ACCESS_TOKEN: 'expired-token' }),
    );
    const a = await duePost(ctx.db, 'facebook', NOW);
    const b = await duePost(ctx.db, 'facebook', new Date(NOW.getTime() + 1000));
    const x = await duePost(ctx.db, 'twitter', NOW);
    const result = await tick(new Date(NOW.getTime() + 2000), badFacebook);
    expect(result).toMatchObject({ paused: 2, posted: 1 });
    for (const id of [a.id, b.id]) {
      const row = await post(id);
      expect(row.status).toBe('scheduled');
      expect(row.errorMessage).toMatch(/^Paused: Facebook refused the credentials/);
    }
    expect((await post(x.id)).status).toBe('posted');
    // The next run does not ask Facebook again with the same credentials
    const attempts = stand.publishAttempts.facebook;
    expect((await tick(new Date(NOW.getTime() + 60_000), badFacebook)).posted).toBe(0);
    expect(stand.publishAttempts.facebook).toBe(attempts);

    const admin = await signIn();
    const settings = (await get('/api/admin/social-media/settings', admin)).json();
    // The app itself runs with the working token: for it Facebook is fine. The refusal is tied to the token used.
    expect(
      settings.platforms.find((p: { platform: string }) => p.platform === 'facebook').needsNewCredentials,
    ).toBe(false);
    // With new (working) credentials the posts go out
    expect((await tick(new Date(NOW.getTime() + 120_000))).posted).toBe(2);
    const feed = (await get('/api/admin/activities?type=other', admin)).json();
    expect(
      feed.filter((r: { description: string }) =>
        r.description.startsWith('Facebook refused the social posting credentials'),
      ),
    ).toHaveLength(0);
  });

  it('tells the admins once in the activity feed while the credentials stay refused', async () => {
    await enableAutoPosting(ctx.db);
    stand.revoke('linkedin');
    try {
      await duePost(ctx.db, 'linkedin', NOW);
      await duePost(ctx.db, 'linkedin', new Date(NOW.getTime() + 60_000));
      await tick(NOW);
      await tick(new Date(NOW.getTime() + 61_000));
      const admin = await signIn();
      const settings = (await get('/api/admin/social-media/settings', admin)).json();
      expect(settings.platforms.find((p: { platform: string }) => p.platform === 'linkedin')).toMatchObject({
        configured: true,
        needsNewCredentials: true,
        missingVariables: [],
        lastError: 'LinkedIn answered 401: Invalid access token',
      });
      const feed = (await get('/api/admin/activities?type=other', admin)).json();
      expect(
        feed.filter((r: { description: string }) =>
          r.description.startsWith('LinkedIn refused the social posting credentials'),
        ),
      ).toHaveLength(1);
    } finally {
      stand.restore('linkedin');
    }
  });

  it('an unconfigured platform fails the post with the variables to set', async () => {
    await enableAutoPosting(ctx.db);
    const p = await duePost(ctx.db, 'reddit', NOW);
    await tick(NOW, createPlatformClients(testConfig({})));
    const row = await post(p.id);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toBe(
      'Reddit is not configured: set REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET, REDDIT_USERNAME, REDDIT_PASSWORD',
    );
  });

  async function signIn() {
    const { signInAdmin } = await import('../testing/admin-session');
    return (await signInAdmin(ctx.app, ctx.db)).cookie;
  }
  function get(url: string, cookie: string) {
    return ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  }
});
