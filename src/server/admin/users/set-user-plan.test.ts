import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../auth/ensure-admin';
import { currentUser, signIn } from '../../testing/requests';
import { signUp, useTestApp } from '../../testing/test-app';

const admin = { username: 'root', email: 'root@example.com', password: 'admin-password-1' };

describe('PATCH /api/admin/users/:id/plan', () => {
  const ctx = useTestApp();

  const patchPlan = (id: string, payload: unknown, cookie?: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/plan`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it('lets an admin move a customer to pro and back; the customer sees it at once', async () => {
    const alice = await signUp(ctx.app);
    const aliceId = (await currentUser(ctx.app, alice)).json().id as string;
    await ensureAdmin({ db: ctx.db, ...admin });
    const root = await signIn(ctx.app, { username: admin.username, password: admin.password });

    const res = await patchPlan(aliceId, { plan: 'pro' }, root);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: aliceId, subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    expect((await currentUser(ctx.app, alice)).json()).toMatchObject({ subscriptionPlan: 'pro' });

    await patchPlan(aliceId, { plan: 'free' }, root);
    expect((await currentUser(ctx.app, alice)).json()).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'free',
    });
  });

  it('is refused to customers and signed-out callers, and checks its input', async () => {
    const alice = await signUp(ctx.app);
    const aliceId = (await currentUser(ctx.app, alice)).json().id as string;
    expect((await patchPlan(aliceId, { plan: 'pro' })).statusCode).toBe(401);
    expect((await patchPlan(aliceId, { plan: 'pro' }, alice)).statusCode).toBe(403);
    expect((await currentUser(ctx.app, alice)).json()).toMatchObject({ subscriptionPlan: 'free' });

    await ensureAdmin({ db: ctx.db, ...admin });
    const root = await signIn(ctx.app, { username: admin.username, password: admin.password });
    const bad = await patchPlan(aliceId, { plan: 'gold' }, root);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Plan must be one of: free, starter, pro');
    expect((await patchPlan('not-a-uuid', { plan: 'pro' }, root)).statusCode).toBe(400);
    const missing = await patchPlan('00000000-0000-4000-8000-000000000000', { plan: 'pro' }, root);
    expect(missing.statusCode).toBe(404);
  });

  it('grants a plan only to users without a paid subscription', async () => {
    const alice = await signUp(ctx.app);
    const aliceId = (await currentUser(ctx.app, alice)).json().id as string;
    await ensureAdmin({ db: ctx.db, ...admin });
    const root = await signIn(ctx.app, { username: admin.username, password: admin.password });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/simulate-payment',
      payload: { plan: 'starter', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      headers: { cookie: alice },
    });
    expect(paid.statusCode).toBe(200);
    const res = await patchPlan(aliceId, { plan: 'pro' }, root);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/pays for the Starter plan/);
    expect((await currentUser(ctx.app, alice)).json()).toMatchObject({ subscriptionPlan: 'starter' });
  });
});
