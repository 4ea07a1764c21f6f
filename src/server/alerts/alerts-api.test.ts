import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAlertRule } from '@shared/contracts/alerts';
import { users } from '../db/schema';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { outcome, seedTrackedStore } from '../testing/catalogue-fixtures';
import { signUp, useTestApp } from '../testing/test-app';
import { baseCatalogue, productIdOf, subscribe } from '../notifications/notify-fixtures';

/** The title the fixtures give product 2. */
const TITLE_2 = 'Product 2';

describe('alert rules API', () => {
  const ctx = useTestApp();

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** Alice tracks Northpeak (with products); Dave tracks another store alice does not. */
  async function setup() {
    const cookie = await signUp(ctx.app);
    const [alice] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    const northpeak = await seedTrackedStore(ctx.db, { username: 'dave' });
    const mine = await subscribe(ctx.db, {
      storeId: northpeak.storeId,
      userId: alice!.id,
      name: 'Northpeak',
    });
    await ingestScrape({ db: ctx.db, storeId: northpeak.storeId, outcome: outcome(baseCatalogue()) });
    const other = await seedTrackedStore(ctx.db, { username: 'erin', domain: 'other.myshopify.com' });
    await ingestScrape({ db: ctx.db, storeId: other.storeId, outcome: outcome(baseCatalogue()) });
    return {
      cookie,
      competitorId: mine.competitorId,
      productId: await productIdOf(ctx.db, northpeak.storeId, '2'),
      othersCompetitorId: other.competitorId,
      othersProductId: await productIdOf(ctx.db, other.storeId, '2'),
    };
  }

  it('takes price-position rules: an undercut with its threshold, the highest price without one', async () => {
    const s = await setup();
    const undercut = await call('POST', '/api/alerts', s.cookie, { type: 'undercut', threshold: 5 });
    expect(undercut.statusCode).toBe(201);
    expect(undercut.json()).toMatchObject({ type: 'undercut', threshold: '5.0', productId: null });
    const highest = await call('POST', '/api/alerts', s.cookie, { type: 'highest_price', threshold: 5 });
    expect(highest.statusCode).toBe(400);
    expect(highest.json().error).toContain('Threshold applies only to price and discount alerts');
    const plain = await call('POST', '/api/alerts', s.cookie, {
      type: 'highest_price',
      competitorId: s.competitorId,
    });
    expect(plain.statusCode).toBe(201);
  });

  it('creates, lists, edits, pauses and deletes rules', async () => {
    const s = await setup();
    expect((await call('GET', '/api/alerts', s.cookie)).json()).toEqual([]);

    const all = await call('POST', '/api/alerts', s.cookie, { type: 'price_drop', threshold: 12.5 });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({
      type: 'price_drop',
      competitorId: null,
      productId: null,
      threshold: '12.5',
      isActive: true,
      lastTriggered: null,
    });
    const scoped = await call('POST', '/api/alerts', s.cookie, {
      type: 'new_product',
      competitorId: s.competitorId,
    });
    expect(scoped.statusCode).toBe(201);
    const product = await call('POST', '/api/alerts', s.cookie, {
      type: 'price_change',
      competitorId: s.competitorId,
      productId: s.productId,
      threshold: null,
    });
    expect(product.json()).toMatchObject({ productId: s.productId, threshold: null, productTitle: TITLE_2 });
    // One product, whichever competitor tracks it: the scope the product page's "Alert me" button asks for.
    const productOnly = await call('POST', '/api/alerts', s.cookie, {
      type: 'discount',
      productId: s.productId,
    });
    expect(productOnly.statusCode).toBe(201);
    expect(productOnly.json()).toMatchObject({
      competitorId: null,
      productId: s.productId,
      productTitle: TITLE_2,
    });

    const list = (await call('GET', '/api/alerts', s.cookie)).json<TAlertRule[]>();
    expect(list.map((r) => r.type).sort()).toEqual(['discount', 'new_product', 'price_change', 'price_drop']);
    expect(list.find((r) => r.type === 'discount')?.productTitle).toBe(TITLE_2);
    expect(list.find((r) => r.type === 'price_drop')?.productTitle).toBeNull();

    const id = all.json<TAlertRule>().id;
    const paused = await call('PATCH', `/api/alerts/${id}`, s.cookie, { isActive: false });
    expect(paused.json()).toMatchObject({ id, isActive: false, threshold: '12.5', type: 'price_drop' });
    const edited = await call('PATCH', `/api/alerts/${id}`, s.cookie, { threshold: 100, isActive: true });
    expect(edited.json()).toMatchObject({ threshold: '100.0', isActive: true });
    // A type without a threshold drops the old one.
    const retyped = await call('PATCH', `/api/alerts/${id}`, s.cookie, { type: 'stock_change' });
    expect(retyped.json()).toMatchObject({ type: 'stock_change', threshold: null });

    expect((await call('DELETE', `/api/alerts/${id}`, s.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/alerts/${id}`, s.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/alerts', s.cookie)).json()).toHaveLength(3);
  });

  it('rejects thresholds outside 1–100 or off the 0.1 step with 400 naming threshold', async () => {
    const s = await setup();
    for (const threshold of [0, 0.9, 100.1, 5.55, -3, '5', 1e9]) {
      const res = await call('POST', '/api/alerts', s.cookie, { type: 'price_change', threshold });
      expect(res.statusCode, String(threshold)).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'threshold' })]);
      expect(res.json().message).toMatch(/threshold/i);
    }
    const onLaunches = await call('POST', '/api/alerts', s.cookie, { type: 'new_product', threshold: 5 });
    expect(onLaunches.statusCode).toBe(400);
    expect(onLaunches.json().details).toEqual([expect.objectContaining({ field: 'threshold' })]);

    const ok = (await call('POST', '/api/alerts', s.cookie, { type: 'discount', threshold: 1 })).json();
    expect(ok.threshold).toBe('1.0');
    const patched = await call('PATCH', `/api/alerts/${ok.id}`, s.cookie, { threshold: 0.1 });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().details).toEqual([expect.objectContaining({ field: 'threshold' })]);
    // Theme and apps belong to a whole store: all competitors or one, never one product (R128).
    const onProduct = await call('POST', '/api/alerts', s.cookie, {
      type: 'storefront_change',
      productId: s.productId,
    });
    expect(onProduct.statusCode).toBe(400);
    expect(onProduct.json().details).toEqual([expect.objectContaining({ field: 'productId' })]);
    const onStore = await call('POST', '/api/alerts', s.cookie, {
      type: 'storefront_change',
      competitorId: s.competitorId,
    });
    expect(onStore.statusCode).toBe(201);
    const narrowed = await call('PATCH', `/api/alerts/${onStore.json().id}`, s.cookie, {
      productId: s.productId,
    });
    expect(narrowed.statusCode).toBe(400);
    // A best-seller rule counts whole places (R144).
    const halfPlace = await call('POST', '/api/alerts', s.cookie, {
      type: 'best_seller_climb',
      threshold: 2.5,
    });
    expect(halfPlace.statusCode).toBe(400);
    expect(halfPlace.json().message).toContain('whole number');
    const top10 = await call('POST', '/api/alerts', s.cookie, { type: 'best_seller_top', threshold: 10 });
    expect(top10.statusCode).toBe(201);
    const badType = await call('POST', '/api/alerts', s.cookie, { type: 'everything' });
    expect(badType.statusCode).toBe(400);
    expect((await call('POST', '/api/alerts', s.cookie, { type: 'discount', extra: 1 })).statusCode).toBe(
      400,
    );
  });

  it("answers 404 for other users' competitors, products and rules", async () => {
    const s = await setup();
    const notMine = [
      { type: 'price_change', competitorId: s.othersCompetitorId },
      { type: 'price_change', competitorId: 'not-a-uuid' },
      { type: 'price_change', productId: s.othersProductId },
      { type: 'price_change', productId: 987654 },
    ];
    for (const body of notMine) {
      const res = await call('POST', '/api/alerts', s.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    const bobCookie = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const rule = (await call('POST', '/api/alerts', s.cookie, { type: 'stock_change' })).json<TAlertRule>();
    expect((await call('PATCH', `/api/alerts/${rule.id}`, bobCookie, { isActive: false })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/alerts/${rule.id}`, bobCookie)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/alerts/nope', s.cookie, { isActive: false })).statusCode).toBe(404);
    expect((await call('GET', '/api/alerts', bobCookie)).json()).toEqual([]);
    const [still] = (await call('GET', '/api/alerts', s.cookie)).json<TAlertRule[]>();
    expect(still).toMatchObject({ id: rule.id, isActive: true });
    const moved = await call('PATCH', `/api/alerts/${rule.id}`, s.cookie, {
      competitorId: s.othersCompetitorId,
    });
    expect(moved.statusCode).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', '/api/alerts', undefined],
      ['POST', '/api/alerts', { type: 'discount' }],
      ['PATCH', `/api/alerts/${id}`, { isActive: false }],
      ['DELETE', `/api/alerts/${id}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
