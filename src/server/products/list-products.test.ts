import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/contracts/competitors';
import { competitors } from '../db/schema';
import { EUR_SHOP, USD_SHOP, ago, getJson, scrape, signedInUser, track } from '../insights/insights-fixtures';
import { product, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';

const titled = (id: string, title: string, price = '10.00') =>
  product(id, [variant(`${id}1`, { price })], { title });

/**
 * Follows the RFC 8288 Link rel="next" to the end, as a client would, and returns every page's items in order
 * and the true total the first page announced.
 */
async function allPages(app: Parameters<typeof getJson>[0], url: string, cookie: string) {
  const pages: TProduct[][] = [];
  const totals: (string | undefined)[] = [];
  let next: string | undefined = url;
  while (next) {
    const res = await getJson(app, next, cookie);
    expect(res.statusCode).toBe(200);
    pages.push(res.json() as TProduct[]);
    totals.push(res.headers['x-total-count'] as string | undefined);
    const link = res.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    if (link) expect(next, link).toBeTruthy();
    expect(res.headers['x-next-cursor'] !== undefined).toBe(link !== undefined);
  }
  return { pages, total: totals[0], laterTotals: totals.slice(1) };
}

describe('GET /api/products (keyset pages merged across stores)', () => {
  const ctx = useTestApp();

  it('pages every live product of every tracked store once, by title then id, whatever the page size', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    const usd = await track(ctx.db, alice.userId, USD_SHOP);
    const eur = await track(ctx.db, alice.userId, EUR_SHOP);
    const other = { name: 'Elsewhere', domain: 'elsewhere.myshopify.com', currency: 'GBP' };
    const bobs = await track(ctx.db, bob.userId, other);
    // Titles interleave between the stores, and "Boot" appears in both (the id breaks the tie).
    await scrape(
      ctx.db,
      usd.storeId,
      USD_SHOP,
      [
        titled('1', 'Anorak'),
        titled('2', 'Boot'),
        titled('3', 'Duffel'),
        titled('4', 'Gaiter'),
        titled('5', 'Zip bag'),
      ],
      ago(5),
    );
    await scrape(
      ctx.db,
      eur.storeId,
      EUR_SHOP,
      [titled('901', 'Boot'), titled('902', 'Cap'), titled('903', 'Fleece')],
      ago(5),
    );
    await scrape(ctx.db, bobs.storeId, other, [titled('501', 'Bivvy')], ago(5));
    // A complete re-scrape without Gaiter marks it removed: it leaves the list.
    await scrape(
      ctx.db,
      usd.storeId,
      USD_SHOP,
      [titled('1', 'Anorak'), titled('2', 'Boot'), titled('3', 'Duffel'), titled('5', 'Zip bag')],
      ago(1),
    );

    const expected = ['Anorak', 'Boot', 'Boot', 'Cap', 'Duffel', 'Fleece', 'Zip bag'];
    for (const limit of [1, 2, 3, 50]) {
      const { pages, total, laterTotals } = await allPages(
        ctx.app,
        `/api/products?limit=${limit}`,
        alice.cookie,
      );
      const items = pages.flat();
      expect(total).toBe(String(expected.length));
      expect(laterTotals.every((t) => t === undefined)).toBe(true);
      expect(items.map((p) => p.title)).toEqual(expected);
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
      expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
      const boots = items.filter((p) => p.title === 'Boot');
      expect(boots[0]!.id).toBeLessThan(boots[1]!.id);
    }

    const [first] = (await getJson(ctx.app, '/api/products?limit=50', alice.cookie)).json() as TProduct[];
    expect(first).toMatchObject({
      title: 'Anorak',
      competitorId: usd.competitorId,
      competitorName: 'Northpeak',
      currency: 'USD',
      currentPrice: '10.00',
      tags: ['sale'],
    });
    expect(first!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const fleece = (
      (await getJson(ctx.app, '/api/products?limit=50', alice.cookie)).json() as TProduct[]
    ).find((p) => p.title === 'Fleece');
    expect(fleece).toMatchObject({ competitorId: eur.competitorId, currency: 'EUR' });

    // One competitor's products, paged the same way; a deactivated competitor's products leave the list.
    const eurOnly = await allPages(
      ctx.app,
      `/api/competitors/${eur.competitorId}/products?limit=2`,
      alice.cookie,
    );
    expect(eurOnly.pages.flat().map((p) => p.title)).toEqual(['Boot', 'Cap', 'Fleece']);
    expect(eurOnly.total).toBe('3');
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, eur.competitorId));
    const active = await allPages(ctx.app, '/api/products?limit=2', alice.cookie);
    expect(active.pages.flat().map((p) => p.title)).toEqual(['Anorak', 'Boot', 'Duffel', 'Zip bag']);
    expect(active.total).toBe('4');

    // Bob sees only his store.
    const bobsList = (await getJson(ctx.app, '/api/products?limit=50', bob.cookie)).json() as TProduct[];
    expect(bobsList.map((p) => p.title)).toEqual(['Bivvy']);
  });
});
