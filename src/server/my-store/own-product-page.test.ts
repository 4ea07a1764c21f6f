import { describe, expect, it } from 'vitest';
import type { TProductMatch } from '@shared/contracts/matching';
import type { TOwnProductPage } from '@shared/contracts/my-store';
import { signedInUser } from '../insights/insights-fixtures';
import { positionWorld } from '../price-position/position-fixtures';
import { useTestApp } from '../testing/test-app';

// docs/product-rules.md R146, R147: my product's page, and a hand match made from it.
describe("my product's page: GET /api/my-store/products/:id, its pairs, and the competitor-product search", () => {
  const ctx = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('shows my product with its confirmed matches, prices and gap; unmatched and matched again by hand', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const w = await positionWorld(ctx.db, { userId: alice.userId });
    const page = async () => {
      const res = await call('GET', `/api/my-store/products/${w.shirt}`, alice.cookie);
      expect(res.statusCode).toBe(200);
      return res.json() as TOwnProductPage;
    };
    const first = await page();
    expect(first.product).toMatchObject({
      id: w.shirt,
      title: 'Blue Linen Shirt',
      price: '100.00',
      compareAtPrice: null,
      currency: 'USD',
      storeDomain: 'mine.example',
    });
    // Mine at 100, Northpeak's at 105: I am the cheapest, 4.76 % below it.
    expect(first.position).toMatchObject({ position: 'cheapest', rank: 1, rankedOf: 2, gapPct: '-4.76' });
    expect(first.position!.competitors.map((c) => [c.competitorName, c.price, c.compared])).toEqual([
      ['Northpeak', '105.00', true],
    ]);

    // Its pairs alone, by state.
    const confirmed = await call(
      'GET',
      `/api/matches?status=confirmed&ownProductId=${w.shirt}`,
      alice.cookie,
    );
    const pairs = confirmed.json() as TProductMatch[];
    expect(pairs.map((m) => [m.mine.id, m.theirs.title])).toEqual([[w.shirt, 'Linen Shirt – Blue / M']]);

    // Unmatch: the pair is rejected, the page has no position left.
    await call('POST', '/api/matches/decisions', alice.cookie, { ids: [pairs[0]!.id], decision: 'reject' });
    expect((await page()).position).toBeNull();

    // Search the competitors' products from my product's page and match one by hand.
    const found = await call('GET', '/api/products/search?q=linen', alice.cookie);
    expect(found.statusCode).toBe(200);
    const hits = found.json() as Array<{ id: number; competitorName: string; title: string }>;
    expect(hits.map((h) => [h.competitorName, h.title])).toEqual([['Northpeak', 'Linen Shirt – Blue / M']]);
    const hand = await call('POST', '/api/matches', alice.cookie, {
      ownProductId: w.shirt,
      competitorProductId: hits[0]!.id,
    });
    expect(hand.statusCode).toBe(201);
    expect((await page()).position).toMatchObject({ position: 'cheapest', gapPct: '-4.76' });
  });

  it("answers another account's product, a competitor's product or a non-id with 404", async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const w = await positionWorld(ctx.db, { userId: alice.userId });
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    const bobs = await call('GET', `/api/my-store/products/${w.shirt}`, bob.cookie);
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json().message).toBe('That product is not in your store.');
    const [theirs] = (await call('GET', '/api/products/search?q=linen', alice.cookie)).json() as Array<{
      id: number;
    }>;
    expect((await call('GET', `/api/my-store/products/${theirs!.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/my-store/products/shirt', alice.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/my-store/products/${'9'.repeat(65)}`, alice.cookie)).statusCode).toBe(
      400,
    );
    // Bob's pairs of Alice's product: none; his search: none of her competitors'.
    expect(
      (await call('GET', `/api/matches?status=confirmed&ownProductId=${w.shirt}`, bob.cookie)).json(),
    ).toEqual([]);
    expect((await call('GET', '/api/products/search?q=linen', bob.cookie)).json()).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/my-store/products/${w.shirt}` })).statusCode,
    ).toBe(401);
  });

  it('pages the search by title and refuses a bad query with 400 and a message', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    await positionWorld(ctx.db, { userId: alice.userId });
    // "l" is in both competitors' titles: "Linen Shirt – Blue / M" (Northpeak) and "Wool Cap" (Eurorival).
    const first = await call('GET', '/api/products/search?q=l&limit=1', alice.cookie);
    expect(first.json().map((h: { title: string }) => h.title)).toEqual(['Linen Shirt – Blue / M']);
    const next = first.headers['x-next-cursor'] as string;
    expect(first.headers.link).toContain('rel="next"');
    const second = await call('GET', `/api/products/search?q=l&limit=1&cursor=${next}`, alice.cookie);
    expect(second.json().map((h: { title: string }) => h.title)).toEqual(['Wool Cap']);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    const bad = async (query: string, message: string) => {
      const res = await call('GET', `/api/products/search?${query}`, alice.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await bad('q=%20', 'Type part of a title, vendor or SKU');
    await bad(`q=${'x'.repeat(201)}`, 'At most 200 characters');
    await bad('q=cap&limit=21', 'limit');
    await bad('q=cap&cursor=nonsense', 'The cursor is not valid');
    await bad('q=cap&shop=1', 'shop');
    const badId = await call('GET', '/api/matches?ownProductId=shirt', alice.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('Choose one of your products');
  });
});
