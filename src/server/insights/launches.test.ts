import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TLaunches } from '@shared/contracts/insights';
import { competitors } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { T1, getJson, seedTwoStores, signedInUser } from './insights-fixtures';

describe('GET /api/product-launches', () => {
  const ctx = useTestApp();

  it('counts launches by the store’s own date, newest first, per competitor filter', async () => {
    const { alice, usd, eur } = await seedTwoStores(ctx.app, ctx.db);
    const res = await getJson(ctx.app, '/api/product-launches', alice.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TLaunches;
    // Products 1-3 and the rucksack carry 2025 store dates: old, however recently we first saw them.
    // 4: published a day ago; 6: no store dates, first seen at the second scrape (2 days ago); 5: created 10 days ago.
    expect(body).toMatchObject({ new7d: 2, new30d: 3, activeCompetitors: 2 });
    expect(body.launches.map((l) => [l.title, l.currentPrice, l.currency, l.competitorName])).toEqual([
      ['Product 4', '15.00', 'USD', 'Northpeak'],
      ['Product 6', '17.00', 'USD', 'Northpeak'],
      ['Product 5', '16.00', 'USD', 'Northpeak'],
    ]);
    expect(body.launches[1]!.launchedAt).toBe(T1.toISOString());

    const onlyEur = (
      await getJson(ctx.app, `/api/product-launches?competitorId=${eur.competitorId}`, alice.cookie)
    ).json() as TLaunches;
    expect(onlyEur).toEqual({ new7d: 0, new30d: 0, activeCompetitors: 1, launches: [] });

    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, usd.competitorId));
    const after = (await getJson(ctx.app, '/api/product-launches', alice.cookie)).json() as TLaunches;
    expect(after).toEqual({ new7d: 0, new30d: 0, activeCompetitors: 1, launches: [] });
  });

  it('is scoped to the user: 404 for a foreign competitor, empty for a user with none, 400 for junk', async () => {
    const { alice, usd } = await seedTwoStores(ctx.app, ctx.db);
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    expect(
      (await getJson(ctx.app, `/api/product-launches?competitorId=${usd.competitorId}`, bob.cookie))
        .statusCode,
    ).toBe(404);
    expect((await getJson(ctx.app, '/api/product-launches', bob.cookie)).json()).toEqual({
      new7d: 0,
      new30d: 0,
      activeCompetitors: 0,
      launches: [],
    });
    expect((await getJson(ctx.app, '/api/product-launches?x=1', alice.cookie)).statusCode).toBe(400);
    expect((await getJson(ctx.app, '/api/product-launches')).statusCode).toBe(401);
  });
});
