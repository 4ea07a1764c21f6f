import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitors } from '../db/schema';
import { send } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { addCompetitors, CARD, customer, pay, status } from './billing-test-kit';
import { billingMail } from './email-billing-event';
import { runBillingTick } from './run-billing-tick';

const DAY = 86_400_000;

describe('cancel, downgrade, resume and reactivation', () => {
  const ctx = useTestApp();

  it('asks which competitors to keep, records the choice and pauses the rest at the period end', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    const ids = await addCompetitors(ctx.db, userId, 5);
    await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    const asked = await send(ctx.app, 'POST', '/api/downgrade-subscription', { plan: 'starter' }, cookie);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ requiresSelection: true, newLimit: 3 });
    expect(asked.json().competitors.map((c: { id: string }) => c.id)).toEqual(ids);

    const tooMany = await send(
      ctx.app,
      'POST',
      '/api/downgrade-subscription',
      { plan: 'starter', keepCompetitorIds: ids.slice(0, 4) },
      cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    const keep = [ids[4]!, ids[0]!, ids[2]!];
    const done = await send(
      ctx.app,
      'POST',
      '/api/downgrade-subscription',
      { plan: 'starter', keepCompetitorIds: keep },
      cookie,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      scheduledPlan: 'starter',
      competitorsToPause: 2,
      competitorNamesToPause: ['Store 1', 'Store 3'],
    });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: true,
      scheduledPlan: 'starter',
      competitorsToPause: 2,
    });

    // Nothing changes before the period end.
    await runBillingTick({ db: ctx.db, now: ctx.clock.now(), mail: billingMail(ctx.config) });
    expect((await status(ctx.app, cookie)).plan).toBe('pro');

    ctx.clock.advance(32 * DAY);
    const ran = await runBillingTick({ db: ctx.db, now: ctx.clock.now(), mail: billingMail(ctx.config) });
    expect(ran).toMatchObject({ changed: 1, renewed: 1 });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'starter',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const rows = await ctx.db.select().from(competitors).where(eq(competitors.accountId, userId));
    expect(
      rows
        .filter((c) => c.deactivatedAt)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Store 1', 'Store 3']);
    const history = (await send(ctx.app, 'GET', '/api/billing/payments', undefined, cookie)).json();
    expect(history[0]).toMatchObject({ kind: 'renewal', plan: 'starter', amount: 1900, status: 'succeeded' });

    // Pro again: the paused two come back, capped at the free slots.
    const offer = (
      await send(ctx.app, 'GET', '/api/reactivation-opportunities?targetPlan=pro', undefined, cookie)
    ).json();
    expect(offer).toMatchObject({ hasOpportunities: true, availableSlots: 7 });
    expect(offer.inactiveCompetitors).toHaveLength(2);
    const paid = await pay(ctx.app, cookie, {
      plan: 'pro',
      ...CARD,
      reactivateCompetitorIds: offer.inactiveCompetitors.map((c: { id: string }) => c.id),
    });
    expect(paid.json()).toMatchObject({
      reactivatedCount: 2,
      message: "You've upgraded to Pro plan and reactivated 2 competitors",
    });
  });

  it('caps reactivation at the free slots on the server and ignores ids not the user’s own', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    const ids = await addCompetitors(ctx.db, userId, 5);
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date(), status: 'inactive' })
      .where(eq(competitors.accountId, userId));
    const other = await customer(ctx.app, ctx.db, 'bob');
    const [bobs] = await addCompetitors(ctx.db, other.userId, 1, 10);
    await ctx.db.update(competitors).set({ deactivatedAt: new Date() }).where(eq(competitors.id, bobs!));
    const res = await pay(ctx.app, cookie, {
      plan: 'starter',
      ...CARD,
      reactivateCompetitorIds: [bobs!, ...ids],
    });
    expect(res.json().reactivatedCount).toBe(3);
    const [b] = await ctx.db.select().from(competitors).where(eq(competitors.id, bobs!));
    expect(b!.deactivatedAt).not.toBeNull();
  });

  it('cancels to Free at the period end, and resume undoes it before then', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await addCompetitors(ctx.db, userId, 1);
    expect((await send(ctx.app, 'POST', '/api/cancel-subscription', {}, cookie)).statusCode).toBe(409);
    await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    const cancel = await send(ctx.app, 'POST', '/api/cancel-subscription', {}, cookie);
    expect(cancel.json()).toMatchObject({ scheduledPlan: 'free', competitorsToPause: 0 });
    const resumed = await send(ctx.app, 'POST', '/api/billing/resume', undefined, cookie);
    expect(resumed.json()).toMatchObject({ plan: 'starter', cancelAtPeriodEnd: false, scheduledPlan: null });
    await send(ctx.app, 'POST', '/api/cancel-subscription', {}, cookie);
    ctx.clock.advance(32 * DAY);
    await runBillingTick({ db: ctx.db, now: ctx.clock.now(), mail: billingMail(ctx.config) });
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await send(ctx.app, 'POST', '/api/billing/resume', undefined, cookie)).statusCode).toBe(409);
  });
});
