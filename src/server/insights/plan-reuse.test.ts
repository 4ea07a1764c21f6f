import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../testing/test-app';
import { USD_SHOP, signedInUser, track } from './insights-fixtures';
import { listPriceChanges } from './list-price-changes';

/**
 * The insight lists are prepared statements (db/statement-cache.ts); PostgreSQL keeps a statement's generic plan
 * only when it costs no more than the plans made for each call's values. A user with fewer competitors than the
 * average account once made every sorted page a fresh plan (docs/decisions/014-api-calls-under-load.md); the
 * scope hides the account from the planner (insights/scope.ts), so one plan serves every account.
 */
describe.skipIf(!process.env.DATABASE_URL)('the insight lists keep one plan', () => {
  const ctx = useTestApp();

  it('for a user with far fewer competitors than the average account', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    await track(ctx.db, alice.accountId, USD_SHOP);
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    for (let i = 0; i < 20; i++)
      await track(ctx.db, bob.accountId, {
        name: `Shop ${i}`,
        domain: `shop-${i}.myshopify.com`,
        currency: 'USD',
      });
    // Statistics that know alice's account holds 1 competitor of 21 and the average account 10.5.
    await ctx.db.execute(sql`ANALYZE competitors`);

    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    const plans = await ctx.db.transaction(async (tx) => {
      for (let call = 0; call < 8; call++) {
        const page = await listPriceChanges({
          db: tx,
          accountId: alice.accountId,
          sort: 'change',
          limit: 50,
        });
        expect(page.items).toEqual([]);
      }
      return rowsOf<{ generic_plans: string; custom_plans: string }>(
        await tx.execute(sql`
          SELECT generic_plans, custom_plans FROM pg_prepared_statements
          WHERE statement LIKE '%row_number() OVER (ORDER BY k.k1 DESC, k.id DESC)%'`),
      );
    });
    // Five plans for the values, then the generic plan from the sixth call on.
    expect(plans).toEqual([{ generic_plans: '3', custom_plans: '5' }]);
  });
});
