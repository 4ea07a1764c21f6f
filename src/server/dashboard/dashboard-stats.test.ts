import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts, competitors } from '../db/schema';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { outcome } from '../testing/catalogue-fixtures';
import { signUp, useTestApp } from '../testing/test-app';
import {
  baseCatalogue,
  changedCatalogue,
  newStore,
  subscribe,
  userIdOf,
} from '../notifications/notify-fixtures';

const HOUR = 60 * 60 * 1000;

describe('GET /api/dashboard/stats', () => {
  const ctx = useTestApp();

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('computes the dashboard figures over the active competitors only', async () => {
    const cookie = await signUp(ctx.app);
    const userId = await userIdOf(ctx.db, 'alice');
    await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const bobId = await userIdOf(ctx.db, 'bob');
    const [s1, s2, s3] = [
      await newStore(ctx.db, 'a.myshopify.com'),
      await newStore(ctx.db, 'b.myshopify.com'),
      await newStore(ctx.db, 'c.myshopify.com'),
    ];
    await subscribe(ctx.db, { storeId: s1, userId });
    await subscribe(ctx.db, { storeId: s2, userId });
    await subscribe(ctx.db, { storeId: s3, userId, deactivated: true });
    await subscribe(ctx.db, { storeId: s3, userId: bobId });
    const scrape = (storeId: string, products: ReturnType<typeof baseCatalogue>, hoursAgo: number) =>
      ingestScrape({
        db: ctx.db,
        storeId,
        outcome: outcome(products),
        now: new Date(Date.now() - hoursAgo * HOUR),
      });

    // Store 1: 3 products, then 2 price moves 30 h ago, then (complete scrape) product 3 removed and 1 move 1 h ago.
    await scrape(s1, baseCatalogue(), 40);
    const moved = baseCatalogue();
    moved[1]!.variants[0]!.price = '55.00';
    moved[2]!.variants[0]!.price = '90.00';
    await scrape(s1, moved, 30);
    const later = structuredClone(moved).slice(0, 2);
    later[1]!.variants[0]!.price = '60.00';
    await scrape(s1, later, 1);
    // Store 2: 4 products, both sizes of Trail Runner 2 move 2 h ago (two events, one per variant).
    await scrape(s2, changedCatalogue(), 5);
    const s2next = changedCatalogue();
    for (const v of s2next[0]!.variants) v.price = '99.00';
    await scrape(s2, s2next, 2);
    // Store 3 (inactive for alice, bob's): moves that alice must not count.
    await scrape(s3, baseCatalogue(), 3);
    await scrape(s3, changedCatalogue(), 2);

    const [c1] = await ctx.db.select().from(competitors).where(eq(competitors.storeId, s1));
    await ctx.db.insert(alerts).values([
      { accountId: userId, type: 'price_drop' },
      { accountId: userId, type: 'new_product', competitorId: c1!.id },
      { accountId: userId, type: 'discount', isActive: false },
      { accountId: bobId, type: 'price_change' },
    ]);

    const res = await get('/api/dashboard/stats', cookie);
    expect(res.statusCode).toBe(200);
    // 2 active competitors; 2 + 4 live products; 1 (store 1, 1 h) + 2 (store 2) moves in 24 h; 2 active rules.
    expect(res.json()).toEqual({
      totalCompetitors: 2,
      productsTracked: 6,
      priceChanges24h: 3,
      activeAlerts: 2,
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await get('/api/dashboard/stats')).statusCode).toBe(401);
  });
});
