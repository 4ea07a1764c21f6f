import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planConfigs, systemConfigs } from '../db/schema';
import { useTestApp } from '../testing/test-app';

describe('GET /api/plans', () => {
  const ctx = useTestApp();

  it('lists the seeded plans (docs/product-rules.md R1), cheapest first, to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((p: { key: string; price: number; maxCompetitors: number }) => [
          p.key,
          p.price,
          p.maxCompetitors,
        ]),
    ).toEqual([
      ['free', 0, 1],
      ['starter', 1900, 3],
      ['pro', 4900, 10],
    ]);
  });

  it('reads prices and limits from plan_configs and hides inactive plans', async () => {
    await ctx.db
      .update(planConfigs)
      .set({ price: 2500, maxCompetitors: 4 })
      .where(eq(planConfigs.key, 'starter'));
    await ctx.db.update(planConfigs).set({ isActive: false }).where(eq(planConfigs.key, 'pro'));
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(plans.map((p: { key: string }) => p.key)).toEqual(['free', 'starter']);
    expect(plans[1]).toMatchObject({ price: 2500, maxCompetitors: 4, scrapingIntervalMinutes: 720 });
  });

  it("takes each plan's refresh interval from system config", async () => {
    await ctx.db
      .update(systemConfigs)
      .set({ value: '60' })
      .where(eq(systemConfigs.key, 'scraping_interval_pro_minutes'));
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(plans.find((p: { key: string }) => p.key === 'pro').scrapingIntervalMinutes).toBe(60);
  });
});

describe('GET /api/config/public', () => {
  const ctx = useTestApp({ env: { SUPPORT_EMAIL: 'help@shop.test' } });

  it('answers the configured support address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json()).toMatchObject({ supportEmail: 'help@shop.test' });
  });
});
