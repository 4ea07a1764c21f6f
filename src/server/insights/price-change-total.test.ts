import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { changeEvents, competitors, products } from '../db/schema';
import { product, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { USD_SHOP, ago, getJson, scrape, signedInUser, track } from './insights-fixtures';

const item = (id: string, price: string) =>
  product(id, [variant(`${id}1`, { price })], { title: `Item ${id}` });

/**
 * The price-changes list's true total (X-Total-Count) without product filters is the sum of the stores' own counts
 * of their moves (migration 0043): whatever writes or removes change events, it stays the count of the rows.
 */
describe('the price-changes total', () => {
  const ctx = useTestApp();

  const totals = async (cookie: string) => {
    const of = async (query: string) =>
      (await getJson(ctx.app, `/api/price-changes?limit=1${query}`, cookie)).headers['x-total-count'];
    return { all: await of(''), up: await of('&direction=increase'), down: await of('&direction=decrease') };
  };
  /** The stores' counters beside a count of their rows: equal, or the test shows both. */
  const countersAndRows = async () =>
    rowsOf<{ counters: string; rows: string }>(
      await ctx.db.execute(sql`
        SELECT s.price_increase_count || '/' || s.price_decrease_count AS counters,
          (SELECT count(*) FILTER (WHERE type = 'price_increase') || '/' ||
            count(*) FILTER (WHERE type = 'price_decrease') FROM change_events e WHERE e.store_id = s.id) AS rows
        FROM stores s`),
    );

  it('follows every move a scrape publishes, a direct write, a change of type and a cascade', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const { storeId, competitorId } = await track(ctx.db, alice.userId, USD_SHOP);
    await scrape(
      ctx.db,
      storeId,
      USD_SHOP,
      [item('1', '10.00'), item('2', '20.00'), item('3', '30.00')],
      ago(3),
    );
    expect(await totals(alice.cookie)).toEqual({ all: '0', up: '0', down: '0' });

    // Two rises and a drop, found by the scrape.
    await scrape(
      ctx.db,
      storeId,
      USD_SHOP,
      [item('1', '12.00'), item('2', '25.00'), item('3', '27.00')],
      ago(2),
    );
    expect(await totals(alice.cookie)).toEqual({ all: '3', up: '2', down: '1' });

    // A move written straight to change_events (as a fixture or an operator would) counts too.
    const [p3] = await ctx.db.select().from(products).where(eq(products.externalId, '3'));
    await ctx.db.insert(changeEvents).values({
      storeId,
      productId: p3!.id,
      type: 'price_decrease',
      oldPrice: '27.00',
      newPrice: '25.00',
      percentageChange: '-7.41',
    });
    expect(await totals(alice.cookie)).toEqual({ all: '4', up: '2', down: '2' });

    // A rise rewritten as a drop moves from one count to the other.
    const [p1] = await ctx.db.select().from(products).where(eq(products.externalId, '1'));
    await ctx.db
      .update(changeEvents)
      .set({ type: 'price_decrease' })
      .where(eq(changeEvents.productId, p1!.id));
    expect(await totals(alice.cookie)).toEqual({ all: '4', up: '1', down: '3' });

    // Deleting a product deletes its moves by cascade, and the counts follow.
    await ctx.db.delete(products).where(eq(products.id, p3!.id));
    expect(await totals(alice.cookie)).toEqual({ all: '2', up: '1', down: '1' });
    expect(await countersAndRows()).toEqual([{ counters: '1/1', rows: '1/1' }]);

    // A search still counts the rows it matches, and a deactivated competitor's store counts for nothing.
    const searched = await getJson(ctx.app, '/api/price-changes?limit=1&q=Item%202', alice.cookie);
    expect(searched.headers['x-total-count']).toBe('1');
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, competitorId));
    expect(await totals(alice.cookie)).toEqual({ all: '0', up: '0', down: '0' });
  });
});
