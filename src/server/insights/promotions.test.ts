import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TPromotions } from '@shared/contracts/insights';
import { competitors } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { T1, T1_EUR, getJson, seedTwoStores, signedInUser } from './insights-fixtures';

describe('GET /api/promotions', () => {
  const ctx = useTestApp();

  it('figures on-sale products, savings per currency and the discount history by hand', async () => {
    const { alice, usd } = await seedTwoStores(ctx.app, ctx.db);
    const res = await getJson(ctx.app, '/api/promotions', alice.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TPromotions;
    // On sale: Product 2 80/120 (33.33 %, save 40), Trail Boot 40/50 (20 %, save 10), Rucksack 75/100 EUR (25 %).
    expect(body.productsOnSale).toBe(3);
    expect(body.totalSavings).toEqual([
      { currency: 'EUR', amount: '25.00' },
      { currency: 'USD', amount: '50.00' },
    ]);
    expect(body.avgDiscount).toBe(26); // (33.33 + 20 + 25) / 3 = 26.11
    expect(body.discountAlerts7d).toBe(3); // deepened (Product 2), started (Trail Boot, Rucksack)
    expect(body.onSale.map((s) => [s.title, s.discountPercent, s.saveAmount, s.currency])).toEqual([
      ['Product 2', 33, '40.00', 'USD'],
      ['Rucksack', 25, '25.00', 'EUR'],
      ['Trail Boot, "Winter"\nEdition', 20, '10.00', 'USD'],
    ]);
    expect(body.discountHistory[0]).toMatchObject({
      title: 'Rucksack',
      type: 'discount_started',
      oldPrice: '100.00',
      newPrice: '75.00',
      percentageChange: '25.00',
      discountAmount: '25.00',
      currency: 'EUR',
      detectedAt: T1_EUR.toISOString(),
    });
    expect(
      body.discountHistory
        .slice(1)
        .map((h) => [
          h.title,
          h.type,
          h.oldPrice,
          h.newPrice,
          h.percentageChange,
          h.discountAmount,
          h.detectedAt,
        ])
        .sort(),
    ).toEqual(
      [
        ['Product 2', 'discount_deepened', '89.00', '80.00', '33.33', '40.00', T1.toISOString()],
        [
          'Trail Boot, "Winter"\nEdition',
          'discount_started',
          '50.00',
          '40.00',
          '20.00',
          '10.00',
          T1.toISOString(),
        ],
      ].sort(),
    );

    const onlyUsd = (
      await getJson(ctx.app, `/api/promotions?competitorId=${usd.competitorId}`, alice.cookie)
    ).json() as TPromotions;
    expect(onlyUsd).toMatchObject({
      productsOnSale: 2,
      totalSavings: [{ currency: 'USD', amount: '50.00' }],
      avgDiscount: 27, // (33.33 + 20) / 2 = 26.67
      discountAlerts7d: 2,
    });
  });

  it('leaves out deactivated competitors and other users’ data', async () => {
    const { alice, eur } = await seedTwoStores(ctx.app, ctx.db);
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, eur.competitorId));
    const body = (await getJson(ctx.app, '/api/promotions', alice.cookie)).json() as TPromotions;
    expect(body.totalSavings).toEqual([{ currency: 'USD', amount: '50.00' }]);
    expect(body.discountHistory.map((h) => h.currency)).toEqual(['USD', 'USD']);

    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    expect((await getJson(ctx.app, '/api/promotions', bob.cookie)).json()).toEqual({
      productsOnSale: 0,
      discountAlerts7d: 0,
      totalSavings: [],
      avgDiscount: 0,
      onSale: [],
      discountHistory: [],
    });
    const foreign = await getJson(ctx.app, `/api/promotions?competitorId=${eur.competitorId}`, bob.cookie);
    expect(foreign.statusCode).toBe(404);
  });
});
