import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TPriceChange } from '@shared/contracts/insights';
import { competitors } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { T1, T1_EUR, getJson, seedTwoStores, signedInUser, track, USD_SHOP } from './insights-fixtures';

const summary = (c: TPriceChange) =>
  [c.productTitle, c.variantTitle, c.oldPrice, c.newPrice, c.changeType, c.percentageChange, c.currency].join(
    '|',
  );

describe('GET /api/price-changes', () => {
  const ctx = useTestApp();

  it('lists variant price moves newest first with hand-computed percentages, per currency', async () => {
    const { alice, usd } = await seedTwoStores(ctx.app, ctx.db);
    const res = await getJson(ctx.app, '/api/price-changes', alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-next-cursor']).toBeUndefined();
    const items = res.json() as TPriceChange[];
    expect(items).toHaveLength(5);
    // The EUR store was scraped a minute later, so its move comes first.
    expect(summary(items[0]!)).toBe('Rucksack||100.00|75.00|decrease|-25.00|EUR');
    expect(items[0]!.changedAt).toBe(T1_EUR.toISOString());
    expect(items.slice(1).map(summary).sort()).toEqual(
      [
        'Product 1|Large|25.00|20.00|decrease|-20.00|USD',
        'Product 1|Small|30.00|33.00|increase|10.00|USD',
        'Product 2||89.00|80.00|decrease|-10.11|USD',
        'Trail Boot, "Winter"\nEdition||50.00|40.00|decrease|-20.00|USD',
      ].sort(),
    );
    const ids = items.slice(1).map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(items[1]).toMatchObject({ competitorId: usd.competitorId, competitorName: 'Northpeak' });
    expect(items[1]!.changedAt).toBe(T1.toISOString());

    const filtered = await getJson(
      ctx.app,
      `/api/price-changes?competitorId=${usd.competitorId}`,
      alice.cookie,
    );
    expect((filtered.json() as TPriceChange[]).map((c) => c.currency)).toEqual(['USD', 'USD', 'USD', 'USD']);
  });

  it('pages with an opaque keyset cursor and rejects a tampered one', async () => {
    const { alice } = await seedTwoStores(ctx.app, ctx.db);
    const all = (await getJson(ctx.app, '/api/price-changes', alice.cookie)).json() as TPriceChange[];
    const seen: number[] = [];
    let url = '/api/price-changes?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const res = await getJson(ctx.app, url, alice.cookie);
      expect(res.statusCode).toBe(200);
      // The true total comes with the first page, beyond its two rows; later pages do not repeat it.
      expect(res.headers['x-total-count']).toBe(pages === 0 ? String(all.length) : undefined);
      seen.push(...(res.json() as TPriceChange[]).map((c) => c.id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/price-changes?limit=2&cursor=${encodeURIComponent(String(next))}`;
    }
    expect(seen).toEqual(all.map((c) => c.id));

    const forged = Buffer.from(JSON.stringify(['soon', 1])).toString('base64url');
    for (const cursor of ['not-a-cursor', forged, Buffer.from('[1,2,3]').toString('base64url')]) {
      const res = await getJson(ctx.app, `/api/price-changes?cursor=${cursor}`, alice.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The cursor is not valid/);
    }
  });

  it('answers 400 for a bad query, 401 signed out, 404 for an unknown or foreign competitor', async () => {
    const { alice, usd } = await seedTwoStores(ctx.app, ctx.db);
    for (const q of ['limit=0', 'limit=201', 'limit=abc', 'colour=red']) {
      expect((await getJson(ctx.app, `/api/price-changes?${q}`, alice.cookie)).statusCode).toBe(400);
    }
    expect((await getJson(ctx.app, '/api/price-changes')).statusCode).toBe(401);
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    for (const id of [usd.competitorId, 'nope', '00000000-0000-0000-0000-000000000000']) {
      expect((await getJson(ctx.app, `/api/price-changes?competitorId=${id}`, bob.cookie)).statusCode).toBe(
        404,
      );
    }
    expect((await getJson(ctx.app, '/api/price-changes', bob.cookie)).json()).toEqual([]);

    // Bob tracking the same store sees the same moves under his own name for it.
    await track(ctx.db, bob.userId, USD_SHOP, 'Rival');
    const bobs = (await getJson(ctx.app, '/api/price-changes', bob.cookie)).json() as TPriceChange[];
    expect(bobs.map((c) => c.competitorName)).toEqual(['Rival', 'Rival', 'Rival', 'Rival']);

    // A deactivated competitor's moves disappear.
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, usd.competitorId));
    const left = (await getJson(ctx.app, '/api/price-changes', alice.cookie)).json() as TPriceChange[];
    expect(left.map((c) => c.currency)).toEqual(['EUR']);
  });
});
