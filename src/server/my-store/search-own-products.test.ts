import { describe, expect, it } from 'vitest';
import { getJson, signedInUser } from '../insights/insights-fixtures';
import { positionWorld } from '../price-position/position-fixtures';
import { useTestApp } from '../testing/test-app';

describe('GET /api/my-store/products (the hand-match picker)', () => {
  const ctx = useTestApp();

  it("finds my store's products by title or vendor, never a competitor's or another account's", async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const w = await positionWorld(ctx.db, { userId: alice.userId });
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    const titles = async (q: string, cookie = alice.cookie) => {
      const res = await getJson(ctx.app, `/api/my-store/products?q=${encodeURIComponent(q)}`, cookie);
      expect(res.statusCode).toBe(200);
      return (res.json() as Array<{ title: string }>).map((p) => p.title);
    };
    // "Linen Shirt – Blue / M" is Northpeak's (a competitor): only my "Blue Linen Shirt" is offered.
    expect(await titles('linen')).toEqual(['Blue Linen Shirt']);
    expect(await titles('northpeak')).toEqual(['Blue Linen Shirt', 'Wool Cap']);
    const [shirt] = (await getJson(ctx.app, '/api/my-store/products?q=shirt', alice.cookie)).json() as Array<{
      id: number;
      price: string;
      currency: string;
    }>;
    expect(shirt).toMatchObject({ id: w.shirt, price: '100.00', currency: 'USD' });
    expect(await titles('linen', bob.cookie)).toEqual([]);
  });

  it('answers an empty or overlong search with 400, and 401 when signed out', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const empty = await getJson(ctx.app, '/api/my-store/products?q=%20', alice.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Type part of a title, vendor or SKU');
    const long = await getJson(ctx.app, `/api/my-store/products?q=${'x'.repeat(201)}`, alice.cookie);
    expect(long.statusCode).toBe(400);
    expect((await getJson(ctx.app, '/api/my-store/products?q=a')).statusCode).toBe(401);
  });
});
