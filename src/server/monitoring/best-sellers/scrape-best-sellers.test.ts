// The store's best-selling order, read by a real scrape of the fake store over HTTP and stored as changes only.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  alerts,
  bestSellerRanks,
  changeEvents,
  competitors,
  notifications,
  planConfigs,
  products,
  storeBestSellerReads,
  users,
} from '../../db/schema';
import { openOwnAccount } from '../../account/open-own-account';
import { applySettings, captureServer } from '../../delivery/delivery-fixtures';
import { planDeliveries } from '../../delivery/plan-deliveries';
import { sendDueDeliveries } from '../../delivery/send-due-deliveries';
import { createLogger } from '../../lib/logger';
import { scrapeNow, useFakeStores } from '../../testing/fake-stores';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import { signUp, testConfig, useTestApp } from '../../testing/test-app';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
const fake = useFakeStores([{ name: 'Best Seller Shop', products: 60, variantsPerProduct: 1, seed: 9 }], {
  env,
  reset: true,
});

describe('the best-selling order a scrape reads', () => {
  const ctx = useTestApp({ env });

  /** A store tracked by an account on `plan` (Pro reads the top 100, R149). */
  async function trackShop(plan: 'free' | 'starter' | 'pro' = 'pro', username?: string) {
    const seeded = await seedTrackedStore(ctx.db, { username, storeUrl: fake.shop.url });
    await ctx.db.update(accounts).set({ subscriptionPlan: plan }).where(eq(accounts.id, seeded.userId));
    return seeded.storeId;
  }
  const scrape = (storeId: string) => scrapeNow(ctx, storeId);
  const rankRows = (storeId: string) =>
    ctx.db
      .select({
        handle: products.handle,
        rank: bestSellerRanks.rank,
        previousRank: bestSellerRanks.previousRank,
      })
      .from(bestSellerRanks)
      .innerJoin(products, eq(products.id, bestSellerRanks.productId))
      .where(eq(bestSellerRanks.storeId, storeId))
      .orderBy(asc(bestSellerRanks.id));
  const readState = async (storeId: string) =>
    (await ctx.db.select().from(storeBestSellerReads).where(eq(storeBestSellerReads.storeId, storeId)))[0];
  const bestSellingRequests = () =>
    fake.shop
      .requests()
      .map((r) => r.path)
      .filter((p) => p.includes('best-selling'));

  it('reads the order from the JSON when its first page agrees with the HTML, and stores a rank only when it changes', async () => {
    const storeId = await trackShop();
    const handles = fake.shop.products.map((p) => p.handle);
    const order = [handles[5]!, handles[17]!, handles[2]!];
    fake.shop.bestSelling.set(order);
    fake.shop.clearRequests();
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    // One HTML page to check against, then the JSON: two requests.
    expect(bestSellingRequests()).toEqual([
      '/collections/all?sort_by=best-selling',
      '/collections/all/products.json?sort_by=best-selling&limit=100',
    ]);
    expect(await readState(storeId)).toMatchObject({ source: 'json', unreadableReason: null });
    const first = await rankRows(storeId);
    expect(first).toHaveLength(60);
    expect(first.slice(0, 3)).toEqual([
      { handle: order[0], rank: 1, previousRank: null },
      { handle: order[1], rank: 2, previousRank: null },
      { handle: order[2], rank: 3, previousRank: null },
    ]);

    // The same order again: nothing written.
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    expect(await rankRows(storeId)).toHaveLength(60);

    // The third climbs to the top: the three that moved get one row each, the rest nothing.
    fake.shop.bestSelling.set([order[2]!, order[0]!, order[1]!]);
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    const after = await rankRows(storeId);
    expect(after.slice(60)).toEqual([
      { handle: order[2], rank: 1, previousRank: 3 },
      { handle: order[0], rank: 2, previousRank: 1 },
      { handle: order[1], rank: 3, previousRank: 2 },
    ]);
  });

  it('alerts once when a product climbs at least K places or enters the top N, never on the first read', async () => {
    const hook = await captureServer();
    try {
      const seeded = await seedTrackedStore(ctx.db, { storeUrl: fake.shop.url });
      const { storeId, userId } = seeded;
      await applySettings(ctx.db, userId, {
        alertFrequency: 'instant',
        emailNotifications: false,
        webhookUrl: `${hook.origin}/rw`,
        subscriptionPlan: 'pro',
      });
      await ctx.db.insert(alerts).values([
        { accountId: userId, type: 'best_seller_climb', threshold: '5' },
        { accountId: userId, type: 'best_seller_top', threshold: '3' },
      ]);
      const handles = fake.shop.products.map((p) => p.handle);
      const titleOf = (handle: string) => fake.shop.products.find((p) => p.handle === handle)!.title;
      fake.shop.bestSelling.set(handles.slice(0, 20));
      expect(await scrape(storeId)).toMatchObject({ status: 'success' });
      const moves = () =>
        ctx.db
          .select({ metadata: changeEvents.metadata })
          .from(changeEvents)
          .where(and(eq(changeEvents.storeId, storeId), eq(changeEvents.type, 'best_seller_move')))
          .orderBy(asc(changeEvents.id));
      // The first read is the baseline.
      expect(await moves()).toEqual([]);

      // #12 climbs to #2 (10 places, into the top 3); #8 climbs to #5 (3 places, outside the top 3).
      const order = handles.slice(0, 20);
      const twelfth = order.splice(11, 1)[0]!;
      order.splice(1, 0, twelfth);
      const eighth = order.splice(8, 1)[0]!;
      order.splice(4, 0, eighth);
      fake.shop.bestSelling.set(order);
      const movedAt = new Date();
      expect(await scrape(storeId)).toMatchObject({ status: 'success' });
      expect((await moves()).map((m) => m.metadata)).toContainEqual({ rank: 2, previousRank: 12 });
      const feed = await ctx.db
        .select({ type: notifications.type, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      // One notification per event and person, naming the most specific rule; the 3-place climb alerts nobody.
      expect(feed).toEqual([
        {
          type: 'best_seller',
          message: `${titleOf(twelfth)} climbed from #12 to #2 in Northpeak's best sellers (the store's own best-selling order, not units sold)`,
        },
      ]);

      // The same order again: no news.
      expect(await scrape(storeId)).toMatchObject({ status: 'success' });
      expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).toHaveLength(
        1,
      );

      // Delivered to the webhook once, even when the sender runs twice.
      const config = testConfig({ ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${hook.port},${fake.shop.hostPort}` });
      const log = createLogger('silent');
      const later = new Date(movedAt.getTime() + 60_000);
      await planDeliveries({ db: ctx.db, now: later });
      await sendDueDeliveries({ db: ctx.db, config, mailer: ctx.mailer, log, now: later });
      await sendDueDeliveries({ db: ctx.db, config, mailer: ctx.mailer, log, now: later });
      const sent = hook.received.map(
        (r) => JSON.parse(r.body) as { type: string; data: { bestSeller: unknown } },
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        type: 'best_seller',
        data: { bestSeller: { rank: 2, previousRank: 12 } },
      });
    } finally {
      await hook.close();
    }
  });

  it('reads the HTML page by page when the JSON ignores sort_by, up to the top 100', async () => {
    fake.shop.setCatalogSize(130);
    const storeId = await trackShop();
    fake.shop.bestSelling.mode = 'json-ignores-sort';
    const handles = fake.shop.products.map((p) => p.handle);
    fake.shop.bestSelling.set([handles[0]!, handles[1]!]);
    fake.shop.clearRequests();
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    expect(await readState(storeId)).toMatchObject({ source: 'html' });
    // Page 1, the JSON that disagrees, then pages 2 to 5 (24 a page): the top 100.
    expect(bestSellingRequests()).toEqual([
      '/collections/all?sort_by=best-selling',
      '/collections/all/products.json?sort_by=best-selling&limit=100',
      '/collections/all?sort_by=best-selling&page=2',
      '/collections/all?sort_by=best-selling&page=3',
      '/collections/all?sort_by=best-selling&page=4',
      '/collections/all?sort_by=best-selling&page=5',
    ]);
    const rows = await rankRows(storeId);
    expect(rows).toHaveLength(100);
    expect(rows.slice(0, 2).map((r) => [r.handle, r.rank])).toEqual([
      [handles[0], 1],
      [handles[1], 2],
    ]);
    // Not the JSON's own order: the product the JSON lists third is not third here.
    expect(rows[2]!.handle).not.toBe(handles[2]);
    expect(rows.map((r) => r.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it("alerts an account only on moves within its plan's top, though a deeper plan reads the store (R149)", async () => {
    const storeId = await trackShop('free');
    const [free] = await ctx.db.select().from(competitors).where(eq(competitors.storeId, storeId));
    const [pro] = await ctx.db
      .insert(users)
      .values({ username: 'deeper', email: 'deeper@example.com', password: 'x' })
      .returning();
    await openOwnAccount({ db: ctx.db, user: pro! });
    await ctx.db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, pro!.id));
    await ctx.db
      .insert(competitors)
      .values({ accountId: pro!.id, storeId, name: 'Deeper', url: fake.shop.url, domain: 'deeper.example' });
    await ctx.db.insert(alerts).values([
      { accountId: free!.accountId, type: 'best_seller_climb', threshold: '1' },
      { accountId: pro!.id, type: 'best_seller_climb', threshold: '1' },
    ]);
    const handles = fake.shop.products.map((p) => p.handle);
    fake.shop.bestSelling.set(handles);
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    // #40 climbs to #30 (below the free plan's top 20); #15 climbs to #5.
    const order = [...handles];
    const fortieth = order.splice(39, 1)[0]!;
    order.splice(29, 0, fortieth);
    const fifteenth = order.splice(14, 1)[0]!;
    order.splice(4, 0, fifteenth);
    fake.shop.bestSelling.set(order);
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    const heard = async (userId: string) =>
      (
        await ctx.db
          .select({ message: notifications.message })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.type, 'best_seller')))
      )
        .map((n) => /from #(\d+) to #(\d+)/.exec(n.message)!.slice(1).join('→'))
        .sort();
    expect(await heard(pro!.id)).toEqual(['15→5', '40→30']);
    expect(await heard(free!.accountId)).toEqual(['15→5']);
  });

  it("reads as many places as the deepest plan watching the store, and shows each account its plan's top (R149)", async () => {
    const storeId = await trackShop('free');
    const handles = fake.shop.products.map((p) => p.handle);
    fake.shop.bestSelling.set(handles);
    fake.shop.clearRequests();
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    // Free reads the top 20: the JSON asks for 20 and 20 places are stored.
    expect(bestSellingRequests()).toEqual([
      '/collections/all?sort_by=best-selling',
      '/collections/all/products.json?sort_by=best-selling&limit=20',
    ]);
    expect(await rankRows(storeId)).toHaveLength(20);
    expect(await readState(storeId)).toMatchObject({ depth: 20, source: 'json' });

    // A Pro account starts watching the same store: the next read goes to 100 (here all 60), a new baseline that
    // makes no best-seller news, though 40 products entered the stored order.
    const [pro] = await ctx.db
      .insert(users)
      .values({ username: 'deep', email: 'deep@example.com', password: 'x' })
      .returning();
    await openOwnAccount({ db: ctx.db, user: pro! });
    await ctx.db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, pro!.id));
    await ctx.db.insert(competitors).values({
      accountId: pro!.id,
      storeId,
      name: 'Deep',
      url: fake.shop.url,
      domain: 'deep.example',
    });
    await ctx.db.insert(alerts).values({ accountId: pro!.id, type: 'best_seller_top', threshold: '100' });
    fake.shop.clearRequests();
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    expect(bestSellingRequests()[1]).toBe('/collections/all/products.json?sort_by=best-selling&limit=100');
    expect(await rankRows(storeId)).toHaveLength(60);
    expect(await readState(storeId)).toMatchObject({ depth: 100 });
    const moves = await ctx.db
      .select()
      .from(changeEvents)
      .where(and(eq(changeEvents.storeId, storeId), eq(changeEvents.type, 'best_seller_move')));
    expect(moves).toEqual([]);

    // Each account sees its own plan's top, and says so.
    const { getBestSellers } = await import('../../best-sellers/get-best-sellers');
    const { accountBestSellerDepth } = await import('../../best-sellers/plan-depth');
    const [freeCompetitor] = await ctx.db
      .select()
      .from(competitors)
      .where(and(eq(competitors.storeId, storeId), eq(competitors.name, 'Northpeak')));
    const freeDepth = await accountBestSellerDepth(ctx.db, freeCompetitor!.accountId);
    const proDepth = await accountBestSellerDepth(ctx.db, pro!.id);
    expect([freeDepth, proDepth]).toEqual([20, 100]);
    expect((await getBestSellers(ctx.db, storeId, freeDepth)).items).toHaveLength(20);
    expect((await getBestSellers(ctx.db, storeId, proDepth)).items).toHaveLength(60);

    // The operator lowers Pro to 30: the store is read to 30; the places below are stored as left the top.
    await ctx.db.update(planConfigs).set({ bestSellerDepth: 30 }).where(eq(planConfigs.key, 'pro'));
    fake.shop.clearRequests();
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    expect(bestSellingRequests()[1]).toBe('/collections/all/products.json?sort_by=best-selling&limit=30');
    expect(await readState(storeId)).toMatchObject({ depth: 30 });
    expect((await getBestSellers(ctx.db, storeId, 30)).items.map((i) => i.rank)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('says why when the order cannot be read, and keeps the ranks it had', async () => {
    const storeId = await trackShop();
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    const before = await rankRows(storeId);
    expect(before.length).toBeGreaterThan(0);
    fake.shop.bestSelling.mode = 'unreadable';
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    expect(await readState(storeId)).toMatchObject({
      source: null,
      unreadableReason: 'The store does not show its all-products collection (/collections/all answers 404).',
    });
    expect(await rankRows(storeId)).toEqual(before);
  });

  it("answers a competitor's best sellers with their moves, a product's rank history and the climbers, to its account only", async () => {
    const cookie = await signUp(ctx.app);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/competitors',
      headers: { cookie },
      payload: { name: 'Best Sellers', url: fake.shop.url },
    });
    expect(added.statusCode).toBe(201);
    const competitorId = added.json<{ id: string }>().id;
    const [row] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    const get = (url: string, c = cookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie: c } });

    const handles = fake.shop.products.map((p) => p.handle);
    fake.shop.bestSelling.set([handles[0]!, handles[1]!, handles[2]!, handles[3]!]);
    expect(await scrape(row!.storeId)).toMatchObject({ status: 'success' });
    // The fourth climbs three places, the first drops one each.
    fake.shop.bestSelling.set([handles[3]!, handles[0]!, handles[1]!, handles[2]!]);
    expect(await scrape(row!.storeId)).toMatchObject({ status: 'success' });

    const best = await get(`/api/competitors/${competitorId}/best-sellers`);
    expect(best.statusCode).toBe(200);
    const body = best.json();
    expect(body).toMatchObject({
      note: "The store's own best-selling order, not units sold.",
      source: 'json',
      unreadableReason: null,
    });
    expect(
      body.items.slice(0, 5).map((i: { rank: number; movement: unknown }) => [i.rank, i.movement]),
    ).toEqual([
      [1, { kind: 'up', places: 3 }],
      [2, { kind: 'down', places: 1 }],
      [3, { kind: 'down', places: 1 }],
      [4, { kind: 'down', places: 1 }],
      // Kept its place since the first read: no move, not "new" any more.
      [5, { kind: 'same', places: 0 }],
    ]);
    const climber = body.items[0];

    const history = await get(`/api/products/${climber.productId}/best-seller-ranks`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ currentRank: 1, points: [{ rank: 4 }, { rank: 1 }] });

    const climbers = await get('/api/best-sellers/climbers');
    expect(climbers.statusCode, climbers.body).toBe(200);
    expect(climbers.json().items).toEqual([
      {
        productId: climber.productId,
        title: climber.title,
        competitorId,
        competitorName: 'Best Sellers',
        rank: 1,
        climbed: 3,
        previousRank: 4,
        entered: false,
        depth: 20,
      },
    ]);

    // The order becomes unreadable: the list keeps the last order and says why.
    fake.shop.bestSelling.mode = 'unreadable';
    expect(await scrape(row!.storeId)).toMatchObject({ status: 'success' });
    const after = (await get(`/api/competitors/${competitorId}/best-sellers`)).json();
    expect(after.unreadableReason).toMatch(/all-products collection/);

    const stranger = await signUp(ctx.app, { username: 'stranger', email: 'stranger@example.com' });
    expect((await get(`/api/competitors/${competitorId}/best-sellers`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/products/${climber.productId}/best-seller-ranks`, stranger)).statusCode).toBe(
      404,
    );
    expect((await get('/api/products/not-a-number/best-seller-ranks')).statusCode).toBe(404);
    expect((await get('/api/best-sellers/climbers', stranger)).json().items).toEqual([]);
  });
});
