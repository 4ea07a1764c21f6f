import { signInAdmin } from '../testing/admin-session';
import { billingMail } from '../billing/email-billing-event';
import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { addCompetitors, customer, status } from '../billing/billing-test-kit';
import { reconcileStripeSubscriptions } from '../billing/stripe/reconcile-stripe-subscriptions';
import { checkout, deliver, useStripeStandIn } from '../billing/stripe/stripe-test-kit';
import { accounts, competitors, paymentEvents, payments, subscriptions } from '../db/schema';
import type { TDb } from '../db/client';
import { useTestApp } from '../testing/test-app';
import type { TObj, TStripeStandIn } from '../testing/stripe-stand-in';
import type { FastifyInstance } from 'fastify';

/** Every ordering of a list. */
function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

async function stateOf(db: TDb, userId: string) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, userId));
  const [user] = await db.select().from(accounts).where(eq(accounts.id, userId));
  const paid = await db.select().from(payments).where(eq(payments.accountId, userId));
  return {
    plan: sub?.plan,
    status: sub?.status,
    periodStart: sub?.currentPeriodStart.toISOString(),
    periodEnd: sub?.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd,
    card: sub?.cardLast4,
    userPlan: [user?.subscriptionPlan, user?.subscriptionStatus],
    payments: paid.map((p) => [p.kind, p.status, p.amount, p.plan]),
  };
}

/** A user who started a Stripe checkout for `plan` and the Stripe subscription it made. */
async function started(
  app: FastifyInstance,
  db: TDb,
  standIn: TStripeStandIn,
  username: string,
  plan: string,
) {
  const { cookie, userId } = await customer(app, db, username);
  expect((await checkout(app, cookie, { plan })).statusCode).toBe(200);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, userId));
  return { cookie, userId, sub: standIn.subscriptions.get(account!.stripeSubscriptionId!)! };
}

/** Pays the first invoice and delivers invoice.paid: the user is on the plan. */
async function paid(app: FastifyInstance, standIn: TStripeStandIn, sub: TObj) {
  const invoice = standIn.payInvoice(sub.latest_invoice);
  expect((await deliver(app, standIn.event('invoice.paid', standIn.snapshot(invoice)))).statusCode).toBe(200);
}

describe('POST /api/stripe/webhook', () => {
  const stripe = useStripeStandIn();
  // The same object: the stand-in's URL is written into it once it listens.
  const ctx = useTestApp({ env: Object.assign(stripe.env, { SIGN_UPS_PER_IP_PER_HOUR: '1000' }) });

  it('refuses a bad or missing signature with 400 and writes nothing', async () => {
    const standIn = stripe.standIn();
    const { sub } = await started(ctx.app, ctx.db, standIn, 'alice', 'starter');
    const invoice = standIn.payInvoice(sub.latest_invoice);
    const good = standIn.event('invoice.paid', standIn.snapshot(invoice));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: good.body, secret: 'whsec_not_ours' });
    const tampered = good.body.replace(/"amount_paid": \d+/, '"amount_paid": 1');
    for (const [label, res] of [
      ['forged', await deliver(ctx.app, { body: good.body, signature: forged })],
      ['tampered', await deliver(ctx.app, { body: tampered, signature: good.signature })],
      ['garbage', await deliver(ctx.app, { body: 'not json', signature: good.signature })],
      [
        'missing',
        await ctx.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          payload: good.body,
          headers: { 'content-type': 'application/json' },
        }),
      ],
    ] as const) {
      expect([label, res.statusCode]).toEqual([label, 400]);
    }
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.source, 'stripe'))).toEqual([]);
    expect(await ctx.db.select().from(payments)).toEqual([]);
    // The real one, signed over the raw bytes (pretty-printed JSON, as Stripe sends), goes through.
    expect((await deliver(ctx.app, good)).json()).toEqual({ received: true, outcome: 'processed' });
  });

  it('the same event three times: one change, one payment row, one event row, one automation event', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId, sub } = await started(ctx.app, ctx.db, standIn, 'bob', 'pro');
    const invoice = standIn.payInvoice(sub.latest_invoice);
    const e = standIn.event('invoice.paid', standIn.snapshot(invoice));
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await deliver(ctx.app, e)).json().outcome);
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate']);
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'pro', status: 'active' });
    expect(await ctx.db.select().from(payments).where(eq(payments.accountId, userId))).toHaveLength(1);
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.accountId, userId));
    expect(events.filter((x) => x.source === 'stripe')).toHaveLength(1);
    expect(events.filter((x) => x.type === 'payment_success')).toHaveLength(1);
  });

  it('every order of checkout completed, subscription created, updated and invoice paid ends the same', async () => {
    const standIn = stripe.standIn();
    const orders = permutations(['checkout', 'created', 'updated', 'invoice'] as const);
    const finals: unknown[] = [];
    let n = 0;
    for (const order of orders) {
      const { userId, sub } = await started(ctx.app, ctx.db, standIn, `perm${n++}`, 'starter');
      const created = standIn.event('customer.subscription.created', standIn.snapshot(sub));
      const invoice = standIn.payInvoice(sub.latest_invoice);
      const events = {
        created,
        checkout: standIn.event('checkout.session.completed', {
          id: `cs_test_${n}`,
          object: 'checkout.session',
          mode: 'subscription',
          customer: sub.customer,
          subscription: sub.id,
          status: 'complete',
        }),
        invoice: standIn.event('invoice.paid', standIn.snapshot(invoice)),
        updated: standIn.event('customer.subscription.updated', standIn.snapshot(sub)),
      };
      for (const name of order) expect((await deliver(ctx.app, events[name])).statusCode).toBe(200);
      const state = await stateOf(ctx.db, userId);
      finals.push(state);
      expect(state).toMatchObject({
        plan: 'starter',
        status: 'active',
        cancelAtPeriodEnd: false,
        card: '4242',
      });
    }
    expect(finals).toHaveLength(24);
    const [first, ...rest] = finals.map((f) =>
      JSON.stringify({ ...(f as object), periodStart: 0, periodEnd: 0 }),
    );
    for (const r of rest) expect(r).toBe(first);
  });

  it('an older snapshot arriving after a newer one changes nothing (it is re-read from Stripe)', async () => {
    const standIn = stripe.standIn();
    const { cookie, sub } = await started(ctx.app, ctx.db, standIn, 'carol', 'starter');
    await paid(ctx.app, standIn, sub);
    const older = standIn.event('customer.subscription.updated', standIn.snapshot(sub));
    sub.cancel_at_period_end = true;
    const newer = standIn.event('customer.subscription.updated', standIn.snapshot(sub));
    await deliver(ctx.app, newer);
    expect(await status(ctx.app, cookie)).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlan: 'free' });
    await deliver(ctx.app, older);
    expect(await status(ctx.app, cookie)).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlan: 'free' });
    expect(stripe.standIn().requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/subscriptions/${sub.id}`,
    });
  });

  it('cancel tells Stripe; deleted at the period end falls to Free keeping the chosen competitor', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId, sub } = await started(ctx.app, ctx.db, standIn, 'dave', 'pro');
    await paid(ctx.app, standIn, sub);
    const ids = await addCompetitors(ctx.db, userId, 4);
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel-subscription',
      payload: {},
      headers: { cookie },
    });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ requiresSelection: true, newLimit: 1 });
    expect(standIn.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel-subscription',
      payload: { keepCompetitorIds: [ids[2]] },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(standIn.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    // Stripe's own word about the change keeps the keep list.
    await deliver(ctx.app, standIn.event('customer.subscription.updated', standIn.snapshot(sub)));
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'pro', competitorsToPause: 3 });
    standIn.cancelNow(sub.id);
    const deleted = standIn.event('customer.subscription.deleted', standIn.snapshot(sub));
    for (let i = 0; i < 2; i++) expect((await deliver(ctx.app, deleted)).statusCode).toBe(200);
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'free', status: 'canceled' });
    const active = await ctx.db
      .select({ id: competitors.id })
      .from(competitors)
      .where(and(eq(competitors.accountId, userId), isNull(competitors.deactivatedAt)));
    expect(active.map((c) => c.id)).toEqual([ids[2]]);
    const fell = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'fell_to_free'));
    expect(fell).toHaveLength(1);
  });

  it('resume undoes the cancel in Stripe too', async () => {
    const standIn = stripe.standIn();
    const { cookie, sub } = await started(ctx.app, ctx.db, standIn, 'erin', 'starter');
    await paid(ctx.app, standIn, sub);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel-subscription',
      payload: {},
      headers: { cookie },
    });
    expect(standIn.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/resume', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(standIn.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);
    expect(res.json()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('a downgrade is a subscription schedule; at the renewal Starter applies and the kept three stay', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId, sub } = await started(ctx.app, ctx.db, standIn, 'fred', 'pro');
    await paid(ctx.app, standIn, sub);
    const ids = await addCompetitors(ctx.db, userId, 6);
    const keep = [ids[0], ids[3], ids[5]];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/downgrade-subscription',
      payload: { plan: 'starter', keepCompetitorIds: keep },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const schedule = standIn.schedules.get(standIn.subscriptions.get(sub.id)!.schedule)!;
    expect(schedule.phases).toHaveLength(2);
    expect(schedule.phases[0].end_date).toBe(sub.items.data[0].current_period_end);
    expect(standIn.prices.get(schedule.phases[1].items[0].price)!.metadata.plan).toBe('starter');
    // An unrelated update before the period end keeps the downgrade scheduled.
    await deliver(ctx.app, standIn.event('customer.subscription.updated', standIn.snapshot(sub)));
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'pro', scheduledPlan: 'starter' });
    const renewal = standIn.renew(sub.id);
    await deliver(ctx.app, standIn.event('customer.subscription.updated', standIn.snapshot(sub)));
    await deliver(ctx.app, standIn.event('invoice.paid', standIn.snapshot(renewal)));
    expect(await status(ctx.app, cookie)).toMatchObject({
      plan: 'starter',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const active = await ctx.db
      .select({ id: competitors.id })
      .from(competitors)
      .where(and(eq(competitors.accountId, userId), isNull(competitors.deactivatedAt)));
    expect(active.map((c) => c.id).sort()).toEqual([...keep].sort());
    const rows = await ctx.db.select().from(payments).where(eq(payments.accountId, userId));
    expect(rows.map((p) => [p.kind, p.plan]).sort()).toEqual([
      ['initial', 'pro'],
      ['renewal', 'starter'],
    ]);
  });

  it('a failed renewal is past_due with a failed payment; Stripe retries on its own', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId, sub } = await started(ctx.app, ctx.db, standIn, 'gina', 'starter');
    await paid(ctx.app, standIn, sub);
    const failed = standIn.renew(sub.id, { fail: true });
    const e = standIn.event('invoice.payment_failed', standIn.snapshot(failed));
    expect((await deliver(ctx.app, e)).statusCode).toBe(200);
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'starter', status: 'past_due' });
    const rows = await ctx.db.select().from(payments).where(eq(payments.accountId, userId));
    expect(rows.map((p) => [p.kind, p.status]).sort()).toEqual([
      ['initial', 'succeeded'],
      ['renewal', 'failed'],
    ]);
  });

  it('payment_intent.succeeded finds its invoice and pays it once with invoice.paid', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId, sub } = await started(ctx.app, ctx.db, standIn, 'hal', 'starter');
    const invoice = standIn.payInvoice(sub.latest_invoice);
    const pi = { id: invoice._paymentIntent, object: 'payment_intent', status: 'succeeded' };
    expect((await deliver(ctx.app, standIn.event('payment_intent.succeeded', pi))).json().outcome).toBe(
      'processed',
    );
    await deliver(ctx.app, standIn.event('invoice.paid', standIn.snapshot(invoice)));
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'starter', status: 'active' });
    expect(await ctx.db.select().from(payments).where(eq(payments.accountId, userId))).toHaveLength(1);
  });

  it('the nightly reconciliation repairs drift a lost webhook left and says what it repaired', async () => {
    const standIn = stripe.standIn();
    const { cookie, userId, sub } = await started(ctx.app, ctx.db, standIn, 'ivy', 'starter');
    // Paid in Stripe, but every webhook was lost.
    standIn.payInvoice(sub.latest_invoice);
    const client = new Stripe(stripe.env.STRIPE_SECRET_KEY!, {
      host: '127.0.0.1',
      port: new URL(standIn.url).port,
      protocol: 'http',
    });
    let ran = await reconcileStripeSubscriptions({
      db: ctx.db,
      stripe: client,
      now: ctx.clock.now(),
      mail: billingMail(ctx.config),
    });
    expect(ran).toMatchObject({ repaired: 1, failed: 0 });
    expect(await status(ctx.app, cookie)).toMatchObject({ plan: 'starter', status: 'active' });
    standIn.subscriptions.get(sub.id)!.cancel_at_period_end = true;
    ctx.clock.advance(1000);
    ran = await reconcileStripeSubscriptions({
      db: ctx.db,
      stripe: client,
      now: ctx.clock.now(),
      mail: billingMail(ctx.config),
    });
    expect(ran.repaired).toBe(1);
    expect(await status(ctx.app, cookie)).toMatchObject({ cancelAtPeriodEnd: true });
    const repairs = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'drift_repaired'));
    expect(repairs.map((r) => [r.source, r.accountId])).toEqual([
      ['reconciliation', userId],
      ['reconciliation', userId],
    ]);
    expect(repairs.map((r) => (r.data as { changes: Record<string, unknown> }).changes)).toContainEqual(
      expect.objectContaining({
        cancelAtPeriodEnd: { from: false, to: true },
        scheduledPlan: { from: null, to: 'free' },
      }),
    );
    ctx.clock.advance(1000);
    expect(
      (
        await reconcileStripeSubscriptions({
          db: ctx.db,
          stripe: client,
          now: ctx.clock.now(),
          mail: billingMail(ctx.config),
        })
      ).repaired,
    ).toBe(0);
    // The operator reads what was repaired in System Activities.
    const admin = await signInAdmin(ctx.app, ctx.db);
    const feed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/activities?type=other',
      headers: { cookie: admin.cookie },
    });
    const repaired = feed
      .json()
      .filter((a: { description: string }) => a.description.startsWith('Stripe reconciliation'));
    expect(repaired).toHaveLength(2);
    expect(repaired[0].description).toMatch(/cancelAtPeriodEnd/);
  });
});
