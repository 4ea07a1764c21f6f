import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, competitors, scrapingAudits, users } from '../../db/schema';
import { signInAdmin } from '../../testing/admin-session';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import { signUp, useTestApp } from '../../testing/test-app';

describe('admin dashboard figures', () => {
  const ctx = useTestApp();
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  it('counts users, competitors, running scans; payments are empty, never invented', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const empty = (await get('/api/admin/stats', admin.cookie)).json();
    expect(empty).toEqual({
      totalUsers: 1,
      newUsersToday: 1,
      totalAccounts: 1,
      monthlyRevenue: [],
      activeSubscriptions: 0,
      totalCompetitors: 0,
      activeScrapingJobs: 0,
      totalAlerts: 0,
      alertsTriggeredToday: 0,
    });
    await signUp(ctx.app, { username: 'bob', email: 'bob@shop.test' });
    await ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 86400_000) })
      .where(eq(users.username, 'bob'));
    const { storeId, competitorId } = await seedTrackedStore(ctx.db);
    await ctx.db.insert(scrapingAudits).values({ storeId, status: 'running' });
    await ctx.db
      .insert(scrapingAudits)
      .values({ storeId, status: 'failure', startTime: new Date(Date.now() - 86400_000) });
    const paused = await seedTrackedStore(ctx.db, { username: 'pat', domain: 'p.myshopify.com' });
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, paused.competitorId));

    const stats = (await get('/api/admin/stats', admin.cookie)).json();
    expect(stats).toMatchObject({
      totalUsers: 4,
      newUsersToday: 3,
      totalAccounts: 4,
      totalCompetitors: 1,
      activeScrapingJobs: 1,
    });

    const charts = (await get('/api/admin/charts', admin.cookie)).json();
    expect(charts.signups).toHaveLength(30);
    expect(charts.signups.at(-1).count).toBe(3);
    expect(charts.signups.at(-3).count).toBe(1);
    expect(charts.scrapes.at(-1)).toMatchObject({ running: 1, failure: 0 });
    expect(charts.scrapes.at(-2)).toMatchObject({ failure: 1 });
    expect(charts.mrr).toEqual([]);
    expect((await get('/api/admin/payments', admin.cookie)).json()).toEqual([]);

    const scrape = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/scrape-competitor/${competitorId}`,
      headers: { cookie: admin.cookie },
    });
    expect(scrape.statusCode).toBe(202);
    expect(scrape.json().message).toBe('Manual scraping initiated for competitor.');
    const [log] = await ctx.db.select().from(adminActions);
    expect(log).toMatchObject({ action: 'competitor.scrape', targetId: competitorId });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/scrape-competitor/${paused.competitorId}`,
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('counts revenue, subscriptions, MRR and payment activity from payments made through the real checkout', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
    for (const [username, plan] of [
      ['payer1', 'pro'],
      ['payer2', 'starter'],
    ] as const) {
      const cookie = await signUp(ctx.app, { username, email: `${username}@shop.test` });
      const paid = await ctx.app.inject({
        method: 'POST',
        url: '/api/simulate-payment',
        payload: { plan, ...card },
        headers: { cookie },
      });
      expect(paid.statusCode).toBe(200);
    }
    const declined = await signUp(ctx.app, { username: 'payer3', email: 'payer3@shop.test' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/simulate-payment',
      payload: { plan: 'pro', ...card, cardNumber: '4000 0000 0000 0002' },
      headers: { cookie: declined },
    });
    const stats = (await get('/api/admin/stats', admin.cookie)).json();
    expect(stats).toMatchObject({
      monthlyRevenue: [{ currency: 'usd', amountCents: 6800 }],
      activeSubscriptions: 2,
    });
    const charts = (await get('/api/admin/charts', admin.cookie)).json();
    expect(charts.mrr.at(-1)).toMatchObject({ currency: 'usd', amountCents: 6800 });
    const payments = (await get('/api/admin/payments', admin.cookie)).json();
    expect(payments.map((p: { status: string; amountCents: number }) => [p.status, p.amountCents])).toEqual([
      ['failed', 4900],
      ['succeeded', 1900],
      ['succeeded', 4900],
    ]);
    const feed = (await get('/api/admin/activities?type=payment', admin.cookie)).json();
    expect(feed[0].description).toMatch(/^payer3 — payment failed: 49\.00 USD for pro \(initial\)/);
  });
});
