import { describe, expect, it } from 'vitest';
import { pageViews, rateLimits } from '../db/schema';
import { RATE_RULES } from '../lib/rate-rules';
import { signInAdmin } from '../testing/admin-session';
import { cookieFrom, signUp, useTestApp } from '../testing/test-app';
import { normalisePagePath } from './normalise-page-path';
import { OTHER_PATHS, PATHS_PER_DAY, utcDay } from './record-page-view';

/** First-party page views (docs/product-rules.md R33): counted per day and path, nothing about the visitor. */
describe('page views', () => {
  const ctx = useTestApp();
  const view = (path: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/page-views', payload: { path }, headers });

  it('counts views per page path, with ids, tokens and queries left out, and sets no cookie', async () => {
    for (const path of [
      '/pricing',
      '/pricing',
      '/pricing/',
      '/products/731',
      '/reports/AbCdEf0123456789xyz?x=1',
    ]) {
      const res = await view(path);
      expect(res.statusCode).toBe(204);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await view('/reset-password?token=secret-token&email=alice@example.com');
    const rows = await ctx.db.select().from(pageViews).orderBy(pageViews.path);
    expect(rows.map((r) => [r.path, r.views])).toEqual([
      ['/pricing', 3],
      ['/products/:id', 1],
      ['/reports/:id', 1],
      ['/reset-password', 1],
    ]);
    expect(rows.every((r) => r.day === utcDay(new Date()))).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/secret|alice|AbCdEf/);
    // The rate limit's key is a hash of the address, never the address.
    const keys = (await ctx.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys.length).toBe(1);
    expect(keys[0]).toMatch(/^page-view:/);
    expect(keys[0]).not.toContain('127.0.0.1');
  });

  it('refuses what is not a page path with a readable 400', async () => {
    for (const path of ['pricing', 'https://evil.test/x', '/a/b/c/d/e', '', 'x'.repeat(301)]) {
      const res = await view(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await view(42)).statusCode).toBe(400);
    expect(await ctx.db.select().from(pageViews)).toEqual([]);
  });

  it('limits one visitor, and keeps a day to a bounded number of paths', async () => {
    const max = RATE_RULES.pageViewsPerIp.rule.max;
    const day = utcDay(new Date());
    // Up to the cap, then further new paths count under one row.
    await ctx.db.insert(pageViews).values(
      Array.from({ length: PATHS_PER_DAY }, (_, i) => ({
        day,
        path: `/p${String.fromCharCode(97 + (i % 26))}/${i}`,
        views: 1,
      })),
    );
    expect((await view('/brand-new-page')).statusCode).toBe(204);
    const other = await ctx.db.select().from(pageViews);
    expect(other.find((r) => r.path === OTHER_PATHS)?.views).toBe(1);
    expect(other.some((r) => r.path === '/brand-new-page')).toBe(false);

    for (let i = 1; i < max; i++) await view('/faq');
    const refused = await view('/faq');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });

  it('shows the admin the counts of today, 7 and 30 days and the top paths; nobody else', async () => {
    const now = new Date();
    const daysAgo = (n: number) => utcDay(new Date(now.getTime() - n * 86_400_000));
    await ctx.db.insert(pageViews).values([
      { day: daysAgo(0), path: '/pricing', views: 5 },
      { day: daysAgo(0), path: '/', views: 2 },
      { day: daysAgo(6), path: '/faq', views: 4 },
      { day: daysAgo(20), path: '/faq', views: 10 },
      { day: daysAgo(40), path: '/faq', views: 100 },
    ]);
    const admin = await signInAdmin(ctx.app, ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/page-views',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      today: 7,
      last7Days: 11,
      last30Days: 21,
      topPaths: [
        { path: '/pricing', views: 5 },
        { path: '/faq', views: 4 },
        { path: '/', views: 2 },
      ],
    });
    const customer = await signUp(ctx.app);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/page-views',
      headers: { cookie: customer },
    });
    expect(refused.statusCode).toBe(403);
    expect(cookieFrom(refused)).toBe('');
  });
});

describe('normalisePagePath', () => {
  it('keeps page words, writes ids and tokens as :id, drops queries, refuses what is not a page path', () => {
    expect(normalisePagePath('/')).toBe('/');
    expect(normalisePagePath('/Settings/Email?tab=x#y')).toBe('/settings/email');
    expect(normalisePagePath('/leads/8c1f2a9e-3b7d-4c1e-9a55-0d2f8e7b4c11/report')).toBe('/leads/:id/report');
    expect(normalisePagePath('/reports/abcdefghijklmnopqrstuvwxyzabcdef')).toBe('/reports/:id');
    expect(normalisePagePath('//evil.test')).toBe('/:id');
    expect(normalisePagePath('pricing')).toBeNull();
    expect(normalisePagePath('/a/b/c/d/e')).toBeNull();
  });
});
