import { describe, expect, it } from 'vitest';
import type { TNotification } from '@shared/contracts/alerts';
import { accountMembers } from '../db/schema';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { outcome, product, variant } from '../testing/catalogue-fixtures';
import { signUp, useTestApp } from '../testing/test-app';
import { baseCatalogue, changedCatalogue, newStore, subscribe, userIdOf } from './notify-fixtures';

const HOUR = 60 * 60 * 1000;

describe('notifications feed', () => {
  const ctx = useTestApp();

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('pages the feed newest first by cursor and rejects tampered cursors', async () => {
    const cookie = await signUp(ctx.app);
    const userId = await userIdOf(ctx.db, 'alice');
    const storeId = await newStore(ctx.db, 'northpeak.myshopify.com');
    await subscribe(ctx.db, { storeId, userId, name: 'Northpeak' });
    const sixty = (price: string) =>
      Array.from({ length: 60 }, (_, i) => product(String(i + 1), [variant(`${i + 1}1`, { price })]));
    await ingestScrape({
      db: ctx.db,
      storeId,
      outcome: outcome(sixty('100.00')),
      now: new Date(Date.now() - 2 * HOUR),
    });
    await ingestScrape({
      db: ctx.db,
      storeId,
      outcome: outcome(sixty('90.00')),
      now: new Date(Date.now() - HOUR),
    });
    const drops = sixty('80.00').slice(0, 5);
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome([...drops, ...sixty('90.00').slice(5)]) });

    const first = await get('/api/notifications', cookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<TNotification[]>();
    expect(page1).toHaveLength(50);
    // The five newest (the last scrape) come first.
    expect(page1.slice(0, 5).map((n) => n.newPrice)).toEqual(['80.00', '80.00', '80.00', '80.00', '80.00']);
    expect(
      page1
        .slice(0, 5)
        .map((n) => n.title)
        .sort(),
    ).toEqual(['1', '2', '3', '4', '5'].map((i) => `Price drop: Product ${i}`));
    expect(page1.find((n) => n.title === 'Price drop: Product 5')).toMatchObject({
      type: 'price_drop',
      title: 'Price drop: Product 5',
      message: 'Northpeak cut the price from $90.00 to $80.00 (-11.1%)',
      productName: 'Product 5',
      productTitle: 'Product 5',
      productUrl: 'https://shop.example/products/product-5',
      imageUrl: null,
      competitorName: 'Northpeak',
      oldPrice: '90.00',
      percentageChange: '-11.11',
      discountAmount: null,
      currency: 'USD',
      isRead: false,
      alertId: null,
    });
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    expect(first.headers['x-total-count']).toBe('65');
    expect(first.headers.link).toBe(`</api/notifications?cursor=${encodeURIComponent(cursor)}>; rel="next"`);

    const second = await get(`/api/notifications?cursor=${encodeURIComponent(cursor)}`, cookie);
    const page2 = second.json<TNotification[]>();
    expect(page2).toHaveLength(15);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect(second.headers.link).toBeUndefined();
    const ids = [...page1, ...page2].map((n) => n.id);
    expect(new Set(ids).size).toBe(65);
    const times = [...page1, ...page2].map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const small = await get('/api/notifications?limit=7', cookie);
    expect(small.json()).toHaveLength(7);

    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, number];
    for (const bad of [
      'not-a-cursor',
      Buffer.from(JSON.stringify([decoded[0], 'x'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-13-99', decoded[1]])).toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
    ]) {
      const res = await get(`/api/notifications?cursor=${encodeURIComponent(bad)}`, cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/cursor/);
    }
    expect((await get('/api/notifications?limit=0', cookie)).statusCode).toBe(400);

    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie },
    });
    expect(read.json()).toEqual({ updated: 65 });
    expect((await get('/api/notifications?limit=1', cookie)).json()[0].isRead).toBe(true);
  });

  it('shows only the signed-in user their own notifications, with the variant in productName', async () => {
    const cookie = await signUp(ctx.app);
    const bobCookie = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const storeId = await newStore(ctx.db, 'northpeak.myshopify.com');
    await subscribe(ctx.db, { storeId, userId: await userIdOf(ctx.db, 'alice'), name: 'Northpeak' });
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()) });
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(changedCatalogue()) });
    const feed = (await get('/api/notifications', cookie)).json<TNotification[]>();
    expect(feed.map((n) => n.productName).sort()).toEqual([
      'Product 2',
      'Summit Jacket',
      'Trail Runner 2 (Size 9)',
    ]);
    expect(feed.find((n) => n.type === 'price_drop')!.productTitle).toBe('Trail Runner 2');
    expect((await get('/api/notifications', bobCookie)).json()).toEqual([]);
  });

  it("marks read only the caller's notifications of the account in use", async () => {
    const alice = await signUp(ctx.app);
    const aliceId = await userIdOf(ctx.db, 'alice');
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const bobId = await userIdOf(ctx.db, 'bob');
    // Alice reads Bob's account too; each account tracks a store of its own.
    await ctx.db.insert(accountMembers).values({ accountId: bobId, userId: aliceId, role: 'reader' });
    const aliceStore = await newStore(ctx.db, 'northpeak.myshopify.com');
    const bobStore = await newStore(ctx.db, 'southpeak.myshopify.com');
    await subscribe(ctx.db, { storeId: aliceStore, userId: aliceId, name: 'Northpeak' });
    await subscribe(ctx.db, { storeId: bobStore, userId: bobId, name: 'Southpeak' });
    for (const storeId of [aliceStore, bobStore]) {
      await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()) });
      await ingestScrape({ db: ctx.db, storeId, outcome: outcome(changedCatalogue()) });
    }
    const unread = async (cookie: string) =>
      (await get('/api/notifications', cookie)).json<TNotification[]>().filter((n) => !n.isRead).length;
    const markRead = (cookie: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie } });

    expect(await unread(alice)).toBe(3);
    expect((await markRead(alice)).json()).toEqual({ updated: 3 });
    expect(await unread(alice)).toBe(0);
    // In Bob's account, Alice's notifications are still unread, and so are Bob's own.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/current',
      headers: { cookie: alice },
      payload: { accountId: bobId },
    });
    expect(put.statusCode).toBe(204);
    expect(await unread(alice)).toBe(3);
    expect(await unread(bob)).toBe(3);
    expect((await markRead(alice)).json()).toEqual({ updated: 3 });
    expect(await unread(alice)).toBe(0);
    expect(await unread(bob)).toBe(3);
    expect((await markRead(alice)).json()).toEqual({ updated: 0 });
  });

  it('answers 401 when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
