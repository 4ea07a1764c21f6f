import { describe, expect, it } from 'vitest';
import type { TPriceChangeSummary } from '@shared/contracts/insights';
import { product, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { EUR_SHOP, USD_SHOP, ago, getJson, scrape, signedInUser, track } from './insights-fixtures';

/** 60 one-variant products priced 10.00 + i, so a page of 50 is never the whole list. */
const catalogue = (priceOf: (i: number) => string) =>
  Array.from({ length: 60 }, (_, i) =>
    product(String(i + 1), [variant(String(1000 + i), { price: priceOf(i) })]),
  );
const base = (i: number) => `${10 + i}.00`;

describe('GET /api/price-changes/summary', () => {
  const ctx = useTestApp();

  it('counts every product and price move in SQL, the same figures as the lists and the dashboard', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const usd = await track(ctx.db, alice.userId, USD_SHOP);
    const eur = await track(ctx.db, alice.userId, EUR_SHOP);
    // USD: 60 products; 55 rise 30 h ago (outside 24 h), then 52 drop 2 h ago (3 rise again), i.e. 110 moves.
    await scrape(ctx.db, usd.storeId, USD_SHOP, catalogue(base), ago(40));
    await scrape(
      ctx.db,
      usd.storeId,
      USD_SHOP,
      catalogue((i) => (i < 55 ? `${20 + i}.00` : base(i))),
      ago(30),
    );
    await scrape(
      ctx.db,
      usd.storeId,
      USD_SHOP,
      catalogue((i) => (i < 52 ? `${5 + i}.00` : i < 55 ? `${30 + i}.00` : base(i))),
      ago(2),
    );
    // EUR: 60 products, 7 drops an hour ago.
    await scrape(ctx.db, eur.storeId, EUR_SHOP, catalogue(base), ago(20));
    await scrape(
      ctx.db,
      eur.storeId,
      EUR_SHOP,
      catalogue((i) => (i < 7 ? `${i + 1}.00` : base(i))),
      ago(1),
    );

    const all = await getJson(ctx.app, '/api/price-changes/summary', alice.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual<TPriceChangeSummary>({
      productsTracked: 120,
      priceChanges: 55 + 55 + 7,
      priceChanges24h: 55 + 7,
      increases: 55 + 3,
      decreases: 52 + 7,
    });
    const usdOnly = await getJson(
      ctx.app,
      `/api/price-changes/summary?competitorId=${usd.competitorId}`,
      alice.cookie,
    );
    expect(usdOnly.json()).toEqual<TPriceChangeSummary>({
      productsTracked: 60,
      priceChanges: 110,
      priceChanges24h: 55,
      increases: 58,
      decreases: 52,
    });

    // The same figures as the dashboard and as the lists' X-Total-Count, on pages smaller than the lists.
    const dashboard = (await getJson(ctx.app, '/api/dashboard/stats', alice.cookie)).json();
    expect(dashboard.priceChanges24h).toBe(62);
    expect(dashboard.productsTracked).toBe(120);
    const changes = await getJson(ctx.app, '/api/price-changes?limit=50', alice.cookie);
    expect(changes.headers['x-total-count']).toBe('117');
    const products = await getJson(ctx.app, '/api/products?limit=50', alice.cookie);
    expect(products.headers['x-total-count']).toBe('120');
  });

  it('answers zeros with no data, 401 signed out and 404 for a foreign competitor', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const empty = await getJson(ctx.app, '/api/price-changes/summary', alice.cookie);
    expect(empty.json()).toEqual({
      productsTracked: 0,
      priceChanges: 0,
      priceChanges24h: 0,
      increases: 0,
      decreases: 0,
    });
    expect((await getJson(ctx.app, '/api/price-changes/summary')).statusCode).toBe(401);
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    const theirs = await track(ctx.db, bob.userId, USD_SHOP);
    const res = await getJson(
      ctx.app,
      `/api/price-changes/summary?competitorId=${theirs.competitorId}`,
      alice.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect((await getJson(ctx.app, '/api/price-changes/summary?x=1', alice.cookie)).statusCode).toBe(400);
  });
});
