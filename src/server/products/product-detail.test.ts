import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TProductDetail } from '@shared/contracts/insights';
import { competitors, products } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { T0, T1, getJson, seedTwoStores, signedInUser } from '../insights/insights-fixtures';

describe('GET /api/products/:id', () => {
  const ctx = useTestApp();

  async function productId(storeId: string, externalId: string) {
    const [row] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.externalId, externalId)));
    return row!.id;
  }

  it('returns the product, live variants first, each with its full price history in time order', async () => {
    const { alice, usd } = await seedTwoStores(ctx.app, ctx.db);
    const id = await productId(usd.storeId, '1');
    const res = await getJson(ctx.app, `/api/products/${id}`, alice.cookie);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as TProductDetail;
    expect(detail).toMatchObject({
      id,
      competitorId: usd.competitorId,
      competitorName: 'Northpeak',
      competitorDomain: 'northpeak.com',
      title: 'Product 1',
      handle: 'product-1',
      currentPrice: '33.00',
      compareAtPrice: null,
      available: true,
      currency: 'USD',
      // The store's published_at (2025-03-01T09:00:00-05:00) wins over our first sighting.
      launchedAt: '2025-03-01T14:00:00.000Z',
      removedAt: null,
    });
    expect(detail.variants.map((v) => [v.title, v.price, v.available, v.removedAt])).toEqual([
      ['Small', '33.00', true, null],
      ['Large', '20.00', false, null],
      ['Medium', '28.00', true, T1.toISOString()],
    ]);
    const point = (price: string, available: boolean, at: Date) => ({
      price,
      compareAtPrice: null,
      available,
      at: at.toISOString(),
    });
    expect(detail.variants.map((v) => v.history)).toEqual([
      [point('30.00', true, T0), point('33.00', true, T1)],
      [point('25.00', false, T0), point('20.00', false, T1)],
      [point('28.00', true, T0)],
    ]);
  });

  it('is a 404 for a foreign, deactivated, unknown or malformed id and a 401 signed out', async () => {
    const { alice, usd, eur } = await seedTwoStores(ctx.app, ctx.db);
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    const id = await productId(usd.storeId, '2');
    expect((await getJson(ctx.app, `/api/products/${id}`, bob.cookie)).statusCode).toBe(404);
    expect((await getJson(ctx.app, `/api/products/${id}`)).statusCode).toBe(401);
    for (const bad of ['abc', '-1', '1.5', '99999999999999999999', '999999']) {
      const res = await getJson(ctx.app, `/api/products/${bad}`, alice.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    const eurProduct = await productId(eur.storeId, '901');
    expect((await getJson(ctx.app, `/api/products/${eurProduct}`, alice.cookie)).statusCode).toBe(200);
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, eur.competitorId));
    expect((await getJson(ctx.app, `/api/products/${eurProduct}`, alice.cookie)).statusCode).toBe(404);
  });
});
