import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, payments } from '../db/schema';
import { send } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { CARD, DECLINED_CARD, customer, pay, status } from './billing-test-kit';

const DAY = 86_400_000;

describe('POST /api/simulate-payment', () => {
  const ctx = useTestApp();

  it('starts a month of Starter at the plan_configs price, whatever amount the client sends', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'free',
      status: 'free',
      currentPeriodEnd: null,
    });
    const now = ctx.clock.now();
    const res = await pay(ctx.app, cookie, { plan: 'starter', amount: 1, ...CARD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      plan: 'starter',
      message: "You've upgraded to Starter plan",
      payment: {
        amount: 1900,
        currency: 'usd',
        kind: 'initial',
        status: 'succeeded',
        cardBrand: 'visa',
        cardLast4: '4242',
      },
    });
    const s = await status(ctx.app, cookie);
    expect(s).toMatchObject({ plan: 'starter', status: 'active', card: { brand: 'visa', last4: '4242' } });
    const end = new Date(s.currentPeriodEnd * 1000);
    expect(end.getUTCDate()).toBe(Math.min(now.getUTCDate(), end.getUTCDate()));
    expect(end.getTime() - now.getTime()).toBeGreaterThan(27 * DAY);
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, userId));
    expect([account!.subscriptionPlan, account!.subscriptionStatus]).toEqual(['starter', 'active']);
    // The card number is nowhere in the database.
    const dump = JSON.stringify(await ctx.db.select().from(payments));
    expect(dump).not.toContain('4242424242424242');
  });

  it('answers 400 naming each bad field, and changes nothing', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    const res = await pay(ctx.app, cookie, {
      plan: 'pro',
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'cardNumber', message: 'Your card number is invalid.' },
      { field: 'expiry', message: "Your card's expiration date is in the past." },
      { field: 'cvc', message: "Your card's security code is invalid." },
    ]);
    expect((await status(ctx.app, cookie)).plan).toBe('free');
    expect(await ctx.db.select().from(payments)).toHaveLength(0);
  });

  it('declines 4000 0000 0000 0002 with 402, records the failed payment and keeps the plan', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    const res = await pay(ctx.app, cookie, { plan: 'pro', ...DECLINED_CARD });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect((await status(ctx.app, cookie)).plan).toBe('free');
    const history = (await send(ctx.app, 'GET', '/api/billing/payments', undefined, cookie)).json();
    expect(history).toMatchObject([
      { status: 'failed', failureReason: 'Your card was declined.', amount: 4900 },
    ]);
  });

  it('charges once for a retried request with the same Idempotency-Key', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    const first = await pay(ctx.app, cookie, { plan: 'pro', ...CARD }, 'checkout-attempt-1');
    const again = await pay(ctx.app, cookie, { plan: 'pro', ...CARD }, 'checkout-attempt-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.id).toBe(first.json().payment.id);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);
  });

  it('charges once for two payments sent at once', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    const answers = await Promise.all([
      pay(ctx.app, cookie, { plan: 'pro', ...CARD }),
      pay(ctx.app, cookie, { plan: 'pro', ...CARD }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);
  });

  it('charges the prorated difference for an upgrade and keeps the period end', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    const before = await status(ctx.app, cookie);
    ctx.clock.advance(10 * DAY);
    const res = await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    expect(res.statusCode).toBe(200);
    const length = (before.currentPeriodEnd - before.currentPeriodStart) * 1000;
    const remaining = before.currentPeriodEnd * 1000 - ctx.clock.now().getTime();
    const expected = Math.round((3000 * remaining) / length);
    expect(Math.abs(res.json().payment.amount - expected)).toBeLessThanOrEqual(1);
    expect(res.json().payment.kind).toBe('upgrade');
    const after = await status(ctx.app, cookie);
    expect([after.plan, after.currentPeriodEnd]).toEqual(['pro', before.currentPeriodEnd]);
    // Pro → Starter is a downgrade, not a payment.
    expect((await pay(ctx.app, cookie, { plan: 'starter', ...CARD })).statusCode).toBe(409);
  });

  it('refuses API tokens: money moves only from a signed-in session', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    const token = (await send(ctx.app, 'POST', '/api/user/api-tokens', { name: 'ci' }, cookie)).json()
      .token as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/simulate-payment',
      payload: { plan: 'pro', ...CARD },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
