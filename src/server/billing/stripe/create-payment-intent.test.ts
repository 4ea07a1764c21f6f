import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, payments, planConfigs } from '../../db/schema';
import { useTestApp } from '../../testing/test-app';
import { customer, status } from '../billing-test-kit';
import { checkout, deliver, useStripeStandIn } from './stripe-test-kit';

const NOT_CONFIGURED =
  'Stripe is not configured: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.';

describe('Stripe not configured (the simulated provider in force)', () => {
  const ctx = useTestApp();

  it('answers 409 saying what to set, for checkout, the portal and the webhook', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    const res = await checkout(ctx.app, cookie, { plan: 'starter' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOT_CONFIGURED);
    const portal = await ctx.app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie } });
    expect([portal.statusCode, portal.json().message]).toEqual([409, NOT_CONFIGURED]);
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(hook.statusCode).toBe(409);
    expect(ctx.app.printRoutes()).toContain('webhook');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(page.headers['content-security-policy']).not.toContain('stripe.com');
  });
});

describe('POST /api/create-payment-intent with Stripe', () => {
  const stripe = useStripeStandIn();
  const ctx = useTestApp({ env: stripe.env });

  it('creates one Customer and a default_incomplete Subscription on a Price made from plan_configs', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    const res = await checkout(ctx.app, cookie, { plan: 'starter', amount: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [starter] = await ctx.db.select().from(planConfigs).where(eq(planConfigs.key, 'starter'));
    expect(body).toMatchObject({
      publishableKey: 'pk_test_standin0000000000000000',
      amount: starter!.price,
      currency: 'usd',
      plan: 'starter',
    });
    expect(body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(starter!.stripePriceId).toMatch(/^price_/);
    expect(standIn.prices.get(starter!.stripePriceId!)).toMatchObject({
      unit_amount: starter!.price,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const [user] = await ctx.db.select().from(accounts).where(eq(accounts.id, userId));
    const sub = standIn.subscriptions.get(user!.stripeSubscriptionId!)!;
    expect(sub).toMatchObject({
      customer: user!.stripeCustomerId,
      status: 'incomplete',
      metadata: { accountId: userId },
    });
    const create = standIn.requests.find((r) => r.path === '/v1/subscriptions' && r.method === 'POST')!;
    expect(create.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret', 'default_payment_method'],
    });
    expect(create.idempotencyKey).toMatch(/^rivalwatch-subscription-/);
    // Nothing is paid until Stripe says so.
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'free', status: 'free' });
    // The page offering Stripe's Payment Element may load Stripe.js.
    const csp = String(
      (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
  });

  it('two checkouts at once make one Customer and one Subscription, with the same client secret', async () => {
    const standIn = stripe.standIn();
    const { cookie } = await customer(ctx.app, ctx.db, 'bob');
    const [a, b, c] = await Promise.all([
      checkout(ctx.app, cookie, { plan: 'pro' }),
      checkout(ctx.app, cookie, { plan: 'pro' }),
      checkout(ctx.app, cookie, { plan: 'pro' }),
    ]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().clientSecret, b.json().clientSecret, c.json().clientSecret]).size).toBe(1);
    const mine = [...standIn.customers.values()].filter((x) => x.email === 'bob@example.com');
    expect(mine).toHaveLength(1);
    expect([...standIn.subscriptions.values()].filter((s) => s.customer === mine[0]!.id)).toHaveLength(1);
  });

  it('a rate-limited Stripe is a 503 to retry, not a 500, and leaves nothing half done', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId } = await customer(ctx.app, ctx.db, 'carol');
    standIn.rateLimitNext(1);
    const res = await checkout(ctx.app, cookie, { plan: 'starter' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().message).toBe('Stripe is busy right now. Try again in a moment.');
    const [user] = await ctx.db.select().from(accounts).where(eq(accounts.id, userId));
    expect(user!.stripeSubscriptionId).toBeNull();
    expect((await checkout(ctx.app, cookie, { plan: 'starter' })).statusCode).toBe(200);
  });

  it('an upgrade changes the price with always_invoice proration, charged now to the card on file', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId } = await customer(ctx.app, ctx.db, 'dave');
    expect((await checkout(ctx.app, cookie, { plan: 'starter' })).statusCode).toBe(200);
    const [user] = await ctx.db.select().from(accounts).where(eq(accounts.id, userId));
    const sub = standIn.subscriptions.get(user!.stripeSubscriptionId!)!;
    const invoice = standIn.payInvoice(sub.latest_invoice);
    expect(
      (await deliver(ctx.app, standIn.event('invoice.paid', standIn.snapshot(invoice)))).statusCode,
    ).toBe(200);
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'starter',
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
    });
    // Halfway through the period in Stripe's time.
    const item = sub.items.data[0];
    const res = await checkout(ctx.app, cookie, { plan: 'pro' });
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).toBeNull();
    expect(res.json().amount).toBeGreaterThan(0);
    const update = standIn.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`,
    )!;
    expect(update.params).toMatchObject({
      proration_behavior: 'always_invoice',
      items: [{ id: item.id, price: expect.stringMatching(/^price_/) }],
    });
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'pro', status: 'active' });
    const rows = await ctx.db.select().from(payments).where(eq(payments.accountId, userId));
    expect(rows.map((p) => [p.kind, p.status]).sort()).toEqual([
      ['initial', 'succeeded'],
      ['upgrade', 'succeeded'],
    ]);
    // The same plan again, or a cheaper one, is refused here.
    expect((await checkout(ctx.app, cookie, { plan: 'pro' })).statusCode).toBe(409);
    expect((await checkout(ctx.app, cookie, { plan: 'starter' })).statusCode).toBe(409);
  });

  it("the stand-in refuses a wrong secret key with Stripe's 401 error", async () => {
    const standIn = stripe.standIn();
    const res = await fetch(`${standIn.url}/v1/customers`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_wrong000000000000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'email=a%40b.c',
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatchObject({ type: 'invalid_request_error' });
  });

  it('the Customer Portal returns to Settings → Plan', async () => {
    const { cookie } = await customer(ctx.app, ctx.db, 'erin');
    const none = await ctx.app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie } });
    expect(none.statusCode).toBe(409);
    await checkout(ctx.app, cookie, { plan: 'starter' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const call = stripe.standIn().requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(call.params.return_url).toBe('http://localhost:3000/settings?tab=subscription');
  });
});
