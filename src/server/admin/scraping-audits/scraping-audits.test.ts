import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, competitors, scrapingAudits, stores, systemConfigs } from '../../db/schema';
import { closeStuckScrapeRuns, pruneScrapingAudits } from '../../monitoring/close-stuck-runs';
import { signInAdmin } from '../../testing/admin-session';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import { useTestApp } from '../../testing/test-app';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('scraping audit', () => {
  const ctx = useTestApp();
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  async function seedRuns() {
    const a = await seedTrackedStore(ctx.db, { username: 'anna' });
    const b = await seedTrackedStore(ctx.db, { username: 'ben', domain: 'other.myshopify.com' });
    const run = (storeId: string, over: Partial<typeof scrapingAudits.$inferInsert>) =>
      ctx.db.insert(scrapingAudits).values({ storeId, status: 'success', ...over });
    await run(a.storeId, {
      startTime: minutesAgo(60),
      endTime: minutesAgo(59),
      duration: 1000,
      responseTime: 200,
      productsFound: 10,
      priceChanges: 2,
    });
    await run(a.storeId, {
      startTime: minutesAgo(50),
      status: 'failure',
      endTime: minutesAgo(50),
      duration: 3000,
      responseTime: 400,
      errorType: 'rate_limited',
      errorMessage: 'Rate limited',
      httpStatusCode: 429,
    });
    await run(b.storeId, {
      startTime: minutesAgo(40),
      endTime: minutesAgo(39),
      duration: 2000,
      productsFound: 5,
      priceChanges: 1,
    });
    await run(b.storeId, {
      startTime: new Date(Date.now() - 3 * 86400_000),
      endTime: new Date(Date.now() - 3 * 86400_000),
      duration: 500,
      productsFound: 7,
    });
    await run(b.storeId, { startTime: new Date(Date.now() - 40 * 86400_000), duration: 1 });
    return { a, b };
  }

  it('lists runs with filters and paging, and counts stats for the same filters', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const { a, b } = await seedRuns();
    const all = await get('/api/admin/scraping-audits?limit=2', admin.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4'); // 30 days by default: the 40-day-old run is out
    expect(all.json()[0]).toMatchObject({
      competitor: { name: 'Northpeak', domain: 'shop.example' },
      users: ['ben'],
      subscriberCount: 1,
      productsFound: 5,
    });
    const page2 = await get(/<([^>]+)>/.exec(String(all.headers.link))![1]!, admin.cookie);
    expect(all.json()[1]).toMatchObject({
      status: 'failure',
      errorType: 'rate_limited',
      httpStatusCode: 429,
      users: ['anna'],
    });
    expect(page2.json().map((r: { productsFound: number }) => r.productsFound)).toEqual([10, 7]);
    expect(page2.headers.link).toBeUndefined();

    expect((await get('/api/admin/scraping-audits?status=failure', admin.cookie)).json()).toHaveLength(1);
    expect(
      (await get(`/api/admin/scraping-audits?competitorId=${a.competitorId}`, admin.cookie)).json(),
    ).toHaveLength(2);
    expect(
      (await get(`/api/admin/scraping-audits?userId=${b.userId}&days=1`, admin.cookie)).json(),
    ).toHaveLength(1);
    expect((await get('/api/admin/scraping-audits?days=90', admin.cookie)).json()).toHaveLength(5);
    expect((await get('/api/admin/scraping-audits?days=5', admin.cookie)).statusCode).toBe(400);

    const stats = (await get('/api/admin/scraping-audit-stats?days=7', admin.cookie)).json();
    expect(stats).toMatchObject({
      totalRuns: 4,
      successfulRuns: 3,
      failedRuns: 1,
      avgDuration: 1625,
      avgResponseTime: 300,
      totalProductsFound: 22,
      totalPriceChanges: 3,
    });
    expect(stats.perDay).toHaveLength(7);
    // Each run counts on its own UTC day: just after midnight, the runs of an hour ago fall on yesterday.
    const want = new Map<string, { success: number; failure: number }>();
    for (const [minutes, outcome] of [
      [60, 'success'],
      [50, 'failure'],
      [40, 'success'],
      [3 * 1440, 'success'],
    ] as const) {
      const day = minutesAgo(minutes).toISOString().slice(0, 10);
      const counts = want.get(day) ?? { success: 0, failure: 0 };
      counts[outcome] += 1;
      want.set(day, counts);
    }
    for (const [day, counts] of want) {
      expect(
        stats.perDay.find((d: { day: string }) => d.day === day),
        day,
      ).toMatchObject(counts);
    }
    expect(stats.perDay.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    const forA = (
      await get(`/api/admin/scraping-audit-stats?competitorId=${a.competitorId}`, admin.cookie)
    ).json();
    expect(forA).toMatchObject({ totalRuns: 2, failedRuns: 1 });
  });

  it('closes a run stuck past the timeout as a timeout failure, and prunes records past retention', async () => {
    const { a } = await seedRuns();
    const [stuck] = await ctx.db
      .insert(scrapingAudits)
      .values({ storeId: a.storeId, status: 'running', startTime: minutesAgo(31) })
      .returning();
    const [young] = await ctx.db
      .insert(scrapingAudits)
      .values({ storeId: a.storeId, status: 'running', startTime: minutesAgo(5) })
      .returning();
    expect(await closeStuckScrapeRuns({ db: ctx.db })).toBe(1);
    const [closed] = await ctx.db.select().from(scrapingAudits).where(eq(scrapingAudits.id, stuck!.id));
    expect(closed).toMatchObject({
      status: 'failure',
      errorType: 'timeout',
      errorMessage: 'The scrape did not finish within 30 minutes',
    });
    const [still] = await ctx.db.select().from(scrapingAudits).where(eq(scrapingAudits.id, young!.id));
    expect(still!.status).toBe('running');
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, a.storeId));
    expect(store!.consecutiveFailures).toBe(1);

    await ctx.db
      .update(systemConfigs)
      .set({ value: '10' })
      .where(eq(systemConfigs.key, 'scrape_run_timeout_minutes'));
    await ctx.db
      .update(systemConfigs)
      .set({ value: '7' })
      .where(eq(systemConfigs.key, 'scraping_audit_retention_days'));
    expect(await pruneScrapingAudits({ db: ctx.db })).toBe(1);
    expect(await closeStuckScrapeRuns({ db: ctx.db, now: minutesAgo(-6) })).toBe(1);
  });

  it('Restart Scraping releases stuck runs, frees competitors and queues what is due', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const { a } = await seedTrackedStore(ctx.db).then((x) => ({ a: x }));
    await ctx.db
      .insert(scrapingAudits)
      .values({ storeId: a.storeId, status: 'running', startTime: minutesAgo(45) });
    await ctx.db.update(competitors).set({ status: 'scraping' }).where(eq(competitors.id, a.competitorId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/restart-scraping',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ releasedRuns: 1, scrapingEnabled: true });
    expect(res.json().queued).toBe(0); // the failure just set the store's backoff
    const [c] = await ctx.db.select().from(competitors).where(eq(competitors.id, a.competitorId));
    expect(c!.status).toBe('active');
    const [log] = await ctx.db.select().from(adminActions);
    expect(log).toMatchObject({ action: 'scraping.restart', after: { releasedRuns: 1 } });

    await ctx.db
      .update(stores)
      .set({ nextScrapeAt: null, lastScrapedAt: null })
      .where(eq(stores.id, a.storeId));
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/restart-scraping',
      headers: { cookie: admin.cookie },
    });
    expect(again.json()).toMatchObject({
      releasedRuns: 0,
      queued: 1,
      message: 'Released 0 stuck runs and queued 1 due store.',
    });
  });
});
