import { describe, expect, it } from 'vitest';
import type { TOnboarding } from '@shared/contracts/onboarding';
import { alerts, competitors, ownStores, stores } from '../db/schema';
import { signedInUser } from '../insights/insights-fixtures';
import { useTestApp } from '../testing/test-app';

// docs/product-rules.md R148: the dashboard's getting-started steps, done from the rows, the own store skippable.
describe('GET /api/dashboard/getting-started and POST /api/dashboard/getting-started/skips', () => {
  const ctx = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const read = async (cookie: string) => {
    const res = await call('GET', '/api/dashboard/getting-started', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TOnboarding;
    return {
      show: body.show,
      steps: body.steps.map((s) => `${s.step}:${s.done ? 'done' : s.skipped ? 'skipped' : 'open'}`),
    };
  };

  it('marks each step done from the stored rows, remembers a skip per person, and hides the card when none is open', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    expect(await read(alice.cookie)).toEqual({
      show: true,
      steps: ['own_store:open', 'competitor:open', 'alert:open'],
    });

    const [store] = await ctx.db
      .insert(stores)
      .values({ myshopifyDomain: 'np.myshopify.com', url: 'https://np.example', name: 'Northpeak' })
      .returning();
    await ctx.db.insert(competitors).values({
      accountId: alice.accountId,
      storeId: store!.id,
      name: 'Northpeak',
      url: 'https://np.example',
      domain: 'np.example',
    });
    await ctx.db.insert(alerts).values({ accountId: alice.accountId, type: 'price_change' });
    expect(await read(alice.cookie)).toEqual({
      show: true,
      steps: ['own_store:open', 'competitor:done', 'alert:done'],
    });

    const skip = await call('POST', '/api/dashboard/getting-started/skips', alice.cookie, {
      step: 'own_store',
    });
    expect(skip.statusCode).toBe(204);
    // Twice is once.
    expect(
      (await call('POST', '/api/dashboard/getting-started/skips', alice.cookie, { step: 'own_store' }))
        .statusCode,
    ).toBe(204);
    expect(await read(alice.cookie)).toEqual({
      show: false,
      steps: ['own_store:skipped', 'competitor:done', 'alert:done'],
    });
    // Bob's card is his own: Alice's skip and rows are not his.
    expect(await read(bob.cookie)).toEqual({
      show: true,
      steps: ['own_store:open', 'competitor:open', 'alert:open'],
    });

    // Adding the store later marks it done, skipped or not.
    await ctx.db.insert(ownStores).values({
      accountId: alice.accountId,
      storeId: store!.id,
      url: 'https://np.example',
      domain: 'np.example',
    });
    expect((await read(alice.cookie)).steps[0]).toBe('own_store:done');
  });

  it('refuses a step that cannot be skipped, an unknown field, and a signed-out caller', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const alert = await call('POST', '/api/dashboard/getting-started/skips', alice.cookie, { step: 'alert' });
    expect(alert.statusCode).toBe(400);
    expect(alert.json().message).toContain('Only the own-store step can be skipped');
    const extra = await call('POST', '/api/dashboard/getting-started/skips', alice.cookie, {
      step: 'own_store',
      all: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/getting-started' })).statusCode).toBe(
      401,
    );
    expect((await read(alice.cookie)).show).toBe(true);
  });
});
