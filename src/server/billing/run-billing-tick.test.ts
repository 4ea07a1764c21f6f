import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitors, paymentEvents, payments, subscriptions } from '../db/schema';
import { send } from '../testing/requests';
import { useTestApp, type TTestContext } from '../testing/test-app';
import { CARD, FAILS_LATER_CARD, addCompetitors, customer, pay, status } from './billing-test-kit';
import { billingMail } from './email-billing-event';
import { runBillingTick } from './run-billing-tick';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The billing job at the test's clock, as the minute job runs it. */
const tick = (ctx: TTestContext) =>
  runBillingTick({ db: ctx.db, now: ctx.clock.now(), mail: billingMail(ctx.config) });

/** Moves the test's billing clock to a moment (forward only in these tests). */
function moveTo(ctx: TTestContext, at: number | Date) {
  ctx.clock.advance(new Date(at).getTime() - ctx.clock.now().getTime());
}

const renewals = (ctx: TTestContext, userId: string) =>
  ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, userId), eq(payments.kind, 'renewal')))
    .orderBy(asc(payments.createdAt), asc(payments.id));

const eventsOf = (ctx: TTestContext, type: string) =>
  ctx.db.select().from(paymentEvents).where(eq(paymentEvents.type, type));

/** The current period's end to the millisecond (the status call gives whole seconds). */
async function periodEnd(ctx: TTestContext, userId: string): Promise<number> {
  const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, userId));
  return sub!.currentPeriodEnd.getTime();
}

async function activeIds(ctx: TTestContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: competitors.id })
    .from(competitors)
    .where(and(eq(competitors.accountId, userId), sql`${competitors.deactivatedAt} IS NULL`))
    .orderBy(asc(competitors.createdAt));
  return rows.map((r) => r.id);
}

describe('runBillingTick (the billing job)', () => {
  const ctx = useTestApp();

  it('renews at the period end with a receipt payment for the next period', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    const end = await periodEnd(ctx, userId);

    moveTo(ctx, end - MINUTE);
    expect(await tick(ctx)).toMatchObject({ renewed: 0, failed: 0 });
    expect(await renewals(ctx, userId)).toHaveLength(0);

    moveTo(ctx, end + MINUTE);
    expect(await tick(ctx)).toMatchObject({ renewed: 1, failed: 0 });
    const [renewal] = await renewals(ctx, userId);
    expect(renewal).toMatchObject({
      amount: 1900,
      plan: 'starter',
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(renewal!.periodStart!.getTime()).toBe(end);
    const after = await status(ctx.app, cookie);
    expect(after).toMatchObject({
      plan: 'starter',
      status: 'active',
      currentPeriodStart: Math.floor(end / 1000),
    });
    expect(after.currentPeriodEnd).toBe(Math.floor(renewal!.periodEnd!.getTime() / 1000));
    expect(after.currentPeriodEnd * 1000 - end).toBeGreaterThan(27 * DAY);

    const receipt = await send(
      ctx.app,
      'GET',
      `/api/billing/payments/${renewal!.id}/receipt`,
      undefined,
      cookie,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Starter plan renewal');
    expect(receipt.body).toContain('$19.00');
    expect(await eventsOf(ctx, 'payment_success')).toHaveLength(2);
    // Nothing more is due: a second run charges nothing.
    expect(await tick(ctx)).toMatchObject({ renewed: 0 });
  });

  it('renews a plan paid on the 31st on the last day of shorter months, then on the 31st again', async () => {
    const year = ctx.clock.now().getUTCFullYear() + 1;
    moveTo(ctx, Date.UTC(year, 0, 31, 12));
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    const lastOfFeb = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    const feb = Date.UTC(year, 1, lastOfFeb, 12);
    expect((await status(ctx.app, cookie)).currentPeriodEnd * 1000).toBe(feb);

    moveTo(ctx, feb + MINUTE);
    expect(await tick(ctx)).toMatchObject({ renewed: 1 });
    expect((await status(ctx.app, cookie)).currentPeriodEnd * 1000).toBe(Date.UTC(year, 2, 31, 12));

    moveTo(ctx, Date.UTC(year, 2, 31, 12) + MINUTE);
    expect(await tick(ctx)).toMatchObject({ renewed: 1 });
    expect((await status(ctx.app, cookie)).currentPeriodEnd * 1000).toBe(Date.UTC(year, 3, 30, 12));
    expect((await renewals(ctx, userId)).map((p) => p.amount)).toEqual([4900, 4900]);
  });

  it('applies a scheduled cancel at the period end: Free, the competitors not kept paused, data kept', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    const ids = await addCompetitors(ctx.db, userId, 3);
    const cancel = await send(
      ctx.app,
      'POST',
      '/api/cancel-subscription',
      { keepCompetitorIds: [ids[1]] },
      cookie,
    );
    expect(cancel.statusCode).toBe(200);
    const end = await periodEnd(ctx, userId);

    moveTo(ctx, end - MINUTE);
    await tick(ctx);
    expect(await activeIds(ctx, userId)).toHaveLength(3);
    expect((await status(ctx.app, cookie)).plan).toBe('pro');

    moveTo(ctx, end + MINUTE);
    expect(await tick(ctx)).toMatchObject({ changed: 1, renewed: 0, fellToFree: 1 });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      cancelAtPeriodEnd: false,
    });
    expect(await activeIds(ctx, userId)).toEqual([ids[1]]);
    const all = await ctx.db.select().from(competitors).where(eq(competitors.accountId, userId));
    expect(all).toHaveLength(3);
    expect(
      all
        .filter((c) => c.status === 'inactive')
        .map((c) => c.id)
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());
    expect(await renewals(ctx, userId)).toHaveLength(0);
    const [fell] = await eventsOf(ctx, 'fell_to_free');
    expect(fell!.data).toEqual({ reason: 'canceled', paused: ['Store 0', 'Store 2'] });
  });

  it('applies a scheduled downgrade: Starter, renewed at the Starter price, the others paused', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    const ids = await addCompetitors(ctx.db, userId, 5);
    const keep = [ids[0]!, ids[2]!, ids[4]!];
    const res = await send(
      ctx.app,
      'POST',
      '/api/downgrade-subscription',
      { plan: 'starter', keepCompetitorIds: keep },
      cookie,
    );
    expect(res.json()).toMatchObject({ scheduledPlan: 'starter', competitorsToPause: 2 });
    const end = await periodEnd(ctx, userId);

    moveTo(ctx, end + MINUTE);
    expect(await tick(ctx)).toMatchObject({ changed: 1, renewed: 1 });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'starter',
      status: 'active',
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
    });
    expect((await renewals(ctx, userId)).map((p) => [p.plan, p.amount, p.status])).toEqual([
      ['starter', 1900, 'succeeded'],
    ]);
    expect(await activeIds(ctx, userId)).toEqual(keep);
    const [changed] = await eventsOf(ctx, 'plan_changed');
    expect(changed!.data).toEqual({ from: 'pro', to: 'starter', paused: ['Store 1', 'Store 3'] });
  });

  it('retries a failing card (4000 0000 0000 0341) after 1, 3 and 5 days, then moves to Free', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    expect((await pay(ctx.app, cookie, { plan: 'starter', ...FAILS_LATER_CARD })).statusCode).toBe(200);
    const ids = await addCompetitors(ctx.db, userId, 3);
    const end = await periodEnd(ctx, userId);

    moveTo(ctx, end + MINUTE);
    expect(await tick(ctx)).toMatchObject({ renewed: 0, failed: 1 });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'starter',
      status: 'past_due',
      nextPaymentAttemptAt: Math.floor((end + DAY) / 1000),
    });
    // Access is kept while past_due.
    expect(await activeIds(ctx, userId)).toEqual(ids);

    for (const [at, next] of [
      [1, 3],
      [3, 5],
    ] as const) {
      moveTo(ctx, end + at * DAY - MINUTE);
      expect(await tick(ctx)).toMatchObject({ failed: 0 });
      moveTo(ctx, end + at * DAY + MINUTE);
      expect(await tick(ctx)).toMatchObject({ failed: 1 });
      expect(await status(ctx.app, cookie)).toMatchObject({
        status: 'past_due',
        nextPaymentAttemptAt: Math.floor((end + next * DAY) / 1000),
      });
    }

    moveTo(ctx, end + 5 * DAY - MINUTE);
    expect(await tick(ctx)).toMatchObject({ failed: 0, fellToFree: 0 });
    moveTo(ctx, end + 5 * DAY + MINUTE);
    expect(await tick(ctx)).toMatchObject({ failed: 1, fellToFree: 1 });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      nextPaymentAttemptAt: null,
    });
    const tries = await renewals(ctx, userId);
    expect(tries.map((p) => [p.status, p.failureReason, p.amount])).toEqual(
      Array(4).fill(['failed', 'Your card was declined.', 1900]),
    );
    // Whole minutes after the period end (the clock runs on while the test does).
    expect(tries.map((p) => Math.floor((p.createdAt.getTime() - end) / MINUTE))).toEqual([
      1,
      24 * 60 + 1,
      3 * 24 * 60 + 1,
      5 * 24 * 60 + 1,
    ]);
    // Free keeps one: the oldest; the newest are paused.
    expect(await activeIds(ctx, userId)).toEqual([ids[0]]);
    const [fell] = await eventsOf(ctx, 'fell_to_free');
    expect(fell!.data).toEqual({ reason: 'payment_failed', paused: ['Store 1', 'Store 2'] });
    expect(
      (await eventsOf(ctx, 'payment_failed')).map((e) => (e.data as { attempt: number }).attempt).sort(),
    ).toEqual([1, 2, 3]);
    expect(await tick(ctx)).toMatchObject({ failed: 0, fellToFree: 0 });
  });

  it('settles an overdue plan when the user pays with a new card (the payment-failed link)', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...FAILS_LATER_CARD });
    const end = await periodEnd(ctx, userId);
    moveTo(ctx, end + MINUTE);
    expect(await tick(ctx)).toMatchObject({ failed: 1 });
    moveTo(ctx, end + 2 * DAY);
    const res = await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ kind: 'renewal', amount: 1900, cardLast4: '4242' });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'starter',
      status: 'active',
      currentPeriodStart: Math.floor(end / 1000),
      nextPaymentAttemptAt: null,
      card: { brand: 'visa', last4: '4242' },
    });
    moveTo(ctx, end + 3 * DAY + MINUTE);
    expect(await tick(ctx)).toMatchObject({ failed: 0, renewed: 0 });
  });

  it('a downgrade whose renewal fails goes past_due with nothing left scheduled', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'pro', ...FAILS_LATER_CARD });
    await send(ctx.app, 'POST', '/api/downgrade-subscription', { plan: 'starter' }, cookie);
    const end = await periodEnd(ctx, userId);
    moveTo(ctx, end + MINUTE);
    expect(await tick(ctx)).toMatchObject({ changed: 1, failed: 1 });
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'starter',
      status: 'past_due',
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
    });
  });

  it('sends one reminder a period, 3 days before the renewal, and none for a plan set to cancel', async () => {
    const alice = await customer(ctx.app, ctx.db, 'alice');
    const bob = await customer(ctx.app, ctx.db, 'bob');
    await pay(ctx.app, alice.cookie, { plan: 'starter', ...CARD });
    await pay(ctx.app, bob.cookie, { plan: 'pro', ...CARD });
    await send(ctx.app, 'POST', '/api/cancel-subscription', {}, bob.cookie);
    const end = await periodEnd(ctx, alice.userId);

    moveTo(ctx, end - 3 * DAY - MINUTE);
    expect(await tick(ctx)).toMatchObject({ reminded: 0 });
    moveTo(ctx, end - 3 * DAY + MINUTE);
    expect(await tick(ctx)).toMatchObject({ reminded: 1 });
    moveTo(ctx, end - 2 * DAY);
    expect(await tick(ctx)).toMatchObject({ reminded: 0 });
    const reminders = await eventsOf(ctx, 'payment_reminder');
    expect(reminders.map((e) => [e.accountId, e.amount, e.plan])).toEqual([[alice.userId, 1900, 'starter']]);
    expect(reminders[0]!.data).toEqual({ dueAt: new Date(end).toISOString() });

    // The next period has its own reminder.
    moveTo(ctx, end + MINUTE);
    await tick(ctx);
    const next = await periodEnd(ctx, alice.userId);
    moveTo(ctx, next - 3 * DAY + MINUTE);
    expect(await tick(ctx)).toMatchObject({ reminded: 1 });
    expect(await eventsOf(ctx, 'payment_reminder')).toHaveLength(2);
  });

  it("leaves Stripe's subscriptions to Stripe, past_due ones included", async () => {
    const { userId } = await customer(ctx.app, ctx.db);
    const now = ctx.clock.now().getTime();
    await ctx.db.insert(subscriptions).values({
      accountId: userId,
      plan: 'pro',
      status: 'past_due',
      provider: 'stripe',
      anchorAt: new Date(now - 40 * DAY),
      currentPeriodStart: new Date(now - 40 * DAY),
      currentPeriodEnd: new Date(now - 10 * DAY),
      paymentMethodRef: 'pm_card_visa',
      failedAttempts: 1,
      nextAttemptAt: new Date(now - DAY),
    });
    expect(await tick(ctx)).toMatchObject({ renewed: 0, failed: 0, fellToFree: 0 });
    expect(await ctx.db.select().from(payments)).toHaveLength(0);
  });

  it('charges once when two runs start at once', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    moveTo(ctx, (await periodEnd(ctx, userId)) + MINUTE);
    const [a, b] = await Promise.all([tick(ctx), tick(ctx)]);
    expect(a.renewed + b.renewed).toBe(1);
    expect(await renewals(ctx, userId)).toHaveLength(1);
    expect(await eventsOf(ctx, 'payment_success')).toHaveLength(2);
  });

  it('has no test clock without TEST_CLOCK', async () => {
    const { cookie } = await customer(ctx.app, ctx.db, 'operator');
    await ctx.db.execute(sql`UPDATE users SET is_admin = true`);
    expect((await send(ctx.app, 'GET', '/api/admin/test-clock', undefined, cookie)).statusCode).toBe(404);
    expect((await send(ctx.app, 'POST', '/api/admin/test-clock', { days: 31 }, cookie)).statusCode).toBe(404);
  });
});

describe('the test clock (TEST_CLOCK=true)', () => {
  const ctx = useTestApp({ env: { TEST_CLOCK: 'true' } });

  it('moves billing time forward and runs the billing job at the new time', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    const admin = await customer(ctx.app, ctx.db, 'operator');
    await ctx.db.execute(sql`UPDATE users SET is_admin = true WHERE username = 'operator'`);
    const before = ctx.clock.now().getTime();

    const idle = await send(ctx.app, 'POST', '/api/admin/test-clock', { days: 1 }, admin.cookie);
    expect(idle.statusCode).toBe(200);
    expect(idle.json().ran).toMatchObject({ renewed: 0 });

    const res = await send(ctx.app, 'POST', '/api/admin/test-clock', { days: 31 }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offsetSeconds: 32 * 86_400, ran: { renewed: 1 } });
    expect(ctx.clock.now().getTime() - before).toBeGreaterThanOrEqual(32 * DAY);
    expect(await renewals(ctx, userId)).toHaveLength(1);

    const read = await send(ctx.app, 'GET', '/api/admin/test-clock', undefined, admin.cookie);
    expect(read.json()).toMatchObject({ offsetSeconds: 32 * 86_400, ran: null });
    // A customer may not move time.
    expect((await send(ctx.app, 'POST', '/api/admin/test-clock', { days: 1 }, cookie)).statusCode).toBe(403);
  });
});
