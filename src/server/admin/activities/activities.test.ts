import { describe, expect, it } from 'vitest';
import { scrapingAudits } from '../../db/schema';
import { recordScrapeFailure } from '../../monitoring/record-scrape-failure';
import { signInAdmin } from '../../testing/admin-session';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import { useTestApp } from '../../testing/test-app';

type TItem = { id: string; type: string; description: string; details: Record<string, unknown> };

describe('GET /api/admin/activities', () => {
  const ctx = useTestApp();
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  /** Three failed scrapes of the seeded store, one minute apart. */
  async function failThreeTimes(storeId: string) {
    for (let i = 0; i < 4; i++) {
      const startedAt = new Date(Date.now() - (10 - i) * 60_000);
      const [audit] = await ctx.db
        .insert(scrapingAudits)
        .values({ storeId, status: 'running', startTime: startedAt })
        .returning();
      await recordScrapeFailure({
        db: ctx.db,
        storeId,
        auditId: audit!.id,
        startedAt,
        errorType: 'rate_limited',
        message: 'Rate limited by the store',
        now: new Date(startedAt.getTime() + 1000),
      });
    }
  }

  it('merges scrapes, sign-ups, admin actions and one failure-streak event, newest first, by cursor', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const { storeId } = await seedTrackedStore(ctx.db);
    await failThreeTimes(storeId);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/system-configs/scraping_interval_pro_minutes',
      payload: { value: 60 },
      headers: { cookie: admin.cookie },
    });

    const all: TItem[] = [];
    let url: string | null = '/api/admin/activities?limit=3';
    while (url) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode).toBe(200);
      all.push(...(res.json() as TItem[]));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
    }
    const types = all.map((a) => a.type);
    expect(types.filter((t) => t === 'scraping')).toHaveLength(4);
    expect(types.filter((t) => t === 'user')).toHaveLength(2);
    expect(types.filter((t) => t === 'admin')).toHaveLength(1);
    // the 3rd failure in a row is reported once, not again at the 4th
    const streaks = all.filter((a) => a.type === 'other');
    expect(streaks).toHaveLength(1);
    expect(streaks[0]!.description).toBe('Northpeak failed 3 scrapes in a row: its subscribers see an error');
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    expect(all[0]).toMatchObject({
      type: 'admin',
      description: 'root: system_config.update system_config scraping_interval_pro_minutes',
      details: { before: { value: '120' }, after: { value: '60' }, admin: 'root' },
    });
    const times = all.map((a) => Date.parse((a as unknown as { timestamp: string }).timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by type and by admin action', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const { storeId } = await seedTrackedStore(ctx.db);
    await failThreeTimes(storeId);
    const scraping = (await get('/api/admin/activities?type=scraping', admin.cookie)).json() as TItem[];
    expect(scraping.map((a) => a.type)).toEqual(['scraping', 'scraping', 'scraping', 'scraping']);
    expect(scraping[0]!.description).toContain('Scrape of Northpeak: failure (Rate limited by the store)');
    expect((await get('/api/admin/activities?type=payment', admin.cookie)).json()).toEqual([]);
    expect((await get('/api/admin/activities?action=user.create', admin.cookie)).json()).toEqual([]);
    expect((await get('/api/admin/activities?type=gold', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/activities?cursor=x', admin.cookie)).statusCode).toBe(400);
  });
});
