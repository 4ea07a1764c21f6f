import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, planConfigs, systemConfigs } from '../../db/schema';
import { signInAdmin } from '../../testing/admin-session';
import { signUp, useTestApp } from '../../testing/test-app';

describe('admin plan configs', () => {
  const ctx = useTestApp();
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const planId = async (key: string) =>
    (await ctx.db.select().from(planConfigs).where(eq(planConfigs.key, key)))[0]!.id;

  it('lists the seeded plans and edits one: /api/plans and the competitor limit follow at once', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const list = await call('GET', '/api/admin/plan-configs', admin.cookie);
    expect(list.json().map((p: { key: string; price: number }) => [p.key, p.price])).toEqual([
      ['free', 0],
      ['starter', 1900],
      ['pro', 4900],
    ]);
    // Best sellers read per plan as seeded (docs/product-rules.md R149).
    expect(list.json().map((p: { bestSellerDepth: number }) => p.bestSellerDepth)).toEqual([20, 50, 100]);

    const pro = await planId('pro');
    const res = await call('PATCH', `/api/admin/plan-configs/${pro}`, admin.cookie, {
      price: 5900,
      maxCompetitors: 12,
      scrapingIntervalMinutes: 60,
      bestSellerDepth: 80,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'pro',
      price: 5900,
      maxCompetitors: 12,
      scrapingIntervalMinutes: 60,
      bestSellerDepth: 80,
    });
    const plans = (await call('GET', '/api/plans')).json();
    expect(plans.find((p: { key: string }) => p.key === 'pro')).toMatchObject({
      price: 5900,
      maxCompetitors: 12,
      scrapingIntervalMinutes: 60,
    });
    const [cfg] = await ctx.db
      .select()
      .from(systemConfigs)
      .where(eq(systemConfigs.key, 'scraping_interval_pro_minutes'));
    expect(cfg!.value).toBe('60');

    // free allows 1 competitor; raising it lets a customer add a second (the limit is read at once)
    const free = await planId('free');
    await call('PATCH', `/api/admin/plan-configs/${free}`, admin.cookie, { maxCompetitors: 2 });
    expect((await call('GET', '/api/plans')).json()[0].maxCompetitors).toBe(2);

    const [log] = await ctx.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(pro)));
    expect(log).toMatchObject({
      action: 'plan_config.update',
      before: { price: 4900 },
      after: { price: 5900 },
    });
  });

  it('checks ranges on the server, per plan', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const pro = await planId('pro');
    const free = await planId('free');
    const cases: [number, unknown, string][] = [
      [pro, { scrapingIntervalMinutes: 29 }, 'Scraping interval must be between 30 and 2880 minutes'],
      [pro, { scrapingIntervalMinutes: 481 }, 'Scraping interval must be between 30 and 480 minutes'],
      [free, { scrapingIntervalMinutes: 600 }, 'Scraping interval must be between 720 and 2880 minutes'],
      [pro, { price: -1 }, 'Price must be between $0 and $10,000'],
      [pro, { price: 12.5 }, 'Price must be a whole number of cents'],
      [pro, { maxCompetitors: 0 }, 'Competitor limit must be between 1 and 1000'],
      [pro, { bestSellerDepth: 101 }, 'Best sellers read must be between 1 and 100'],
      [pro, { bestSellerDepth: 0 }, 'Best sellers read must be between 1 and 100'],
      [free, { isActive: false }, 'The Free plan cannot be deactivated: every account falls back to it.'],
    ];
    for (const [id, body, message] of cases) {
      const res = await call('PATCH', `/api/admin/plan-configs/${id}`, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toContain(message);
    }
    expect(
      (await call('PATCH', '/api/admin/plan-configs/99999', admin.cookie, { price: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/plan-configs/${pro}`, admin.cookie, { bogus: 1 })).statusCode,
    ).toBe(400);
    const [row] = await ctx.db.select().from(planConfigs).where(eq(planConfigs.id, pro));
    expect(row).toMatchObject({ price: 4900, scrapingIntervalMinutes: 120 });
  });

  it('creates an inactive plan with defaults, not sold until it is a known plan', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const res = await call('POST', '/api/admin/plan-configs', admin.cookie, {
      name: 'Agency Plus',
      price: 9900,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      key: 'agency-plus',
      isActive: false,
      maxCompetitors: 1,
      scrapingIntervalMinutes: 1440,
      features: [],
    });
    const again = await call('POST', '/api/admin/plan-configs', admin.cookie, {
      name: 'Agency plus',
      price: 1,
    });
    expect(again.json().key).toBe('agency-plus-2');
    expect((await call('POST', '/api/admin/plan-configs', admin.cookie, { price: 1 })).statusCode).toBe(400);
    expect((await call('GET', '/api/plans')).json()).toHaveLength(3);
  });

  it('is refused to customers', async () => {
    const cookie = await signUp(ctx.app);
    expect((await call('GET', '/api/admin/plan-configs', cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/plan-configs', undefined, { name: 'x', price: 1 })).statusCode,
    ).toBe(401);
  });
});
