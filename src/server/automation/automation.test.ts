import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CARD, DECLINED_CARD, addCompetitors, customer, pay } from '../billing/billing-test-kit';
import { paymentEvents, payments } from '../db/schema';
import { captureServer } from '../delivery/delivery-fixtures';
import { signWebhook } from '../delivery/webhook-event';
import { send } from '../testing/requests';
import { useTestApp, type TTestContext } from '../testing/test-app';
import { PAYMENT_EVENT_MAX_ATTEMPTS, sendPaymentEvents } from './send-payment-events';

const MINUTE = 60_000;
const servers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function operator(ctx: TTestContext): Promise<string> {
  const { cookie } = await customer(ctx.app, ctx.db, 'operator');
  await ctx.db.execute(sql`UPDATE users SET is_admin = true WHERE username = 'operator'`);
  return cookie;
}

/** N8N_* set on the running app's config, as the operator would set them. */
function useN8n(ctx: TTestContext, vars: { url?: string; key?: string; secret?: string }) {
  Object.assign(ctx.config, {
    N8N_WEBHOOK_URL: vars.url,
    N8N_API_KEY: vars.key,
    N8N_WEBHOOK_SECRET: vars.secret,
  });
}

const eventRows = (ctx: TTestContext) =>
  ctx.db.select().from(paymentEvents).orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));

describe('GET /api/automation/status and /api/automation/events', () => {
  const ctx = useTestApp();

  it('shows no figures before any payment', async () => {
    const cookie = await operator(ctx);
    const res = await send(ctx.app, 'GET', '/api/automation/status', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      n8nConnected: false,
      webhookConfigured: false,
      apiKeyConfigured: false,
      paymentWebhookSecretConfigured: false,
      provider: 'simulated',
      currency: 'usd',
      activeSubscriptions: 0,
      monthlyRevenue: 0,
      averageRevenuePerUser: null,
      successRate: null,
      succeededPayments: 0,
      failedPayments: 0,
      lastProcessedPayment: null,
    });
    const events = await send(ctx.app, 'GET', '/api/automation/events', undefined, cookie);
    expect(events.json()).toEqual([]);
    expect(events.headers['x-total-count']).toBe('0');
  });

  it('computes the figures from the recorded subscriptions and payments', async () => {
    const admin = await operator(ctx);
    const alice = await customer(ctx.app, ctx.db, 'alice');
    const bob = await customer(ctx.app, ctx.db, 'bob');
    const carol = await customer(ctx.app, ctx.db, 'carol');
    await pay(ctx.app, alice.cookie, { plan: 'starter', ...CARD });
    ctx.clock.advance(MINUTE);
    await pay(ctx.app, carol.cookie, { plan: 'pro', ...DECLINED_CARD });
    ctx.clock.advance(MINUTE);
    const last = (await pay(ctx.app, bob.cookie, { plan: 'pro', ...CARD })).json().payment;
    // A customer's own figures are not the operator's.
    expect((await send(ctx.app, 'GET', '/api/automation/status', undefined, alice.cookie)).statusCode).toBe(
      403,
    );

    const status = (await send(ctx.app, 'GET', '/api/automation/status', undefined, admin)).json();
    expect(status).toMatchObject({
      activeSubscriptions: 2,
      monthlyRevenue: 1900 + 4900,
      averageRevenuePerUser: 3400,
      succeededPayments: 2,
      failedPayments: 1,
      successRate: 66.67,
      lastProcessedPayment: last.createdAt,
    });

    // A cancelled plan still counts until its period ends; a plan that ended does not.
    await send(ctx.app, 'POST', '/api/cancel-subscription', {}, alice.cookie);
    await ctx.db.execute(
      sql`UPDATE subscriptions SET status = 'canceled' WHERE account_id = ${alice.userId}`,
    );
    expect((await send(ctx.app, 'GET', '/api/automation/status', undefined, admin)).json()).toMatchObject({
      activeSubscriptions: 1,
      monthlyRevenue: 4900,
      averageRevenuePerUser: 4900,
    });

    const first = await send(ctx.app, 'GET', '/api/automation/events?limit=2', undefined, admin);
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.json()).toMatchObject([
      { type: 'subscription_cancelled', userEmail: 'alice@example.com', plan: 'starter', status: 'pending' },
      { type: 'payment_success', userEmail: 'bob@example.com', amount: 4900, plan: 'pro', error: null },
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await send(ctx.app, 'GET', next, undefined, admin);
    expect(second.json().map((e: { type: string; userEmail: string }) => [e.type, e.userEmail])).toEqual([
      ['payment_failed', 'carol@example.com'],
      ['payment_success', 'alice@example.com'],
    ]);
    expect(second.headers.link).toBeUndefined();
    expect(
      (await send(ctx.app, 'GET', '/api/automation/events?cursor=nope', undefined, admin)).statusCode,
    ).toBe(400);
  });
});

describe('the n8n sender of payment events', () => {
  const ctx = useTestApp();

  it('marks events skipped when N8N_WEBHOOK_URL is not set: nothing pretends to be sent', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    expect(await sendPaymentEvents({ db: ctx.db, config: ctx.config })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      skipped: 1,
    });
    expect((await eventRows(ctx)).map((e) => [e.type, e.status, e.error, e.attempts])).toEqual([
      ['payment_success', 'skipped', 'N8N_WEBHOOK_URL is not set.', 0],
    ]);
  });

  it('posts each event once to its path, signed and with the API key, and skips types with no workflow', async () => {
    const n8n = await captureServer();
    servers.push(n8n);
    useN8n(ctx, { url: `${n8n.origin}/webhook/`, key: 'key-1', secret: 'sign-me' });
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    await addCompetitors(ctx.db, userId, 1);
    const res = await send(ctx.app, 'POST', '/api/downgrade-subscription', { plan: 'starter' }, cookie);
    expect(res.statusCode).toBe(200);
    await send(ctx.app, 'POST', '/api/cancel-subscription', {}, cookie);

    const [a, b] = await Promise.all([
      sendPaymentEvents({ db: ctx.db, config: ctx.config }),
      sendPaymentEvents({ db: ctx.db, config: ctx.config }),
    ]);
    expect(a.sent + b.sent).toBe(2);
    expect(a.skipped + b.skipped).toBe(1);
    expect(await sendPaymentEvents({ db: ctx.db, config: ctx.config })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    expect(n8n.received.map((r) => r.url).sort()).toEqual([
      '/webhook/payment-success',
      '/webhook/subscription-cancelled',
    ]);
    const success = n8n.received.find((r) => r.url === '/webhook/payment-success')!;
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.accountId, userId));
    expect(JSON.parse(success.body)).toMatchObject({
      id: `payment_success:${paid!.id}`,
      version: 1,
      type: 'payment_success',
      data: {
        customer: { id: userId, email: 'alice@example.com', username: 'alice' },
        amount: 4900,
        currency: 'usd',
        plan: 'pro',
        kind: 'initial',
        paymentId: paid!.id,
      },
    });
    expect(success.headers['x-n8n-api-key']).toBe('key-1');
    expect(success.headers['x-rivalwatch-signature']).toBe(
      signWebhook('sign-me', String(success.headers['x-rivalwatch-timestamp']), success.body),
    );
    expect(JSON.stringify(n8n.received)).not.toContain('4242424242424242');

    const rows = await eventRows(ctx);
    expect(rows.map((e) => [e.type, e.status, e.error])).toEqual([
      ['payment_success', 'processed', null],
      ['downgrade_scheduled', 'skipped', 'No n8n workflow takes downgrade_scheduled events.'],
      ['subscription_cancelled', 'processed', null],
    ]);
    const admin = await operator(ctx);
    expect((await send(ctx.app, 'GET', '/api/automation/status', undefined, admin)).json()).toMatchObject({
      n8nConnected: true,
      webhookConfigured: true,
      apiKeyConfigured: true,
    });
  });

  it('retries a failing n8n with backoff, then marks the event failed with the error', async () => {
    const n8n = await captureServer(() => ({ status: 503, body: 'n8n is restarting' }));
    servers.push(n8n);
    useN8n(ctx, { url: n8n.origin });
    const { cookie } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    const start = ctx.clock.now().getTime();
    const waits = [0, 1, 5, 15, 60];
    let at = start;
    for (const [i, wait] of waits.entries()) {
      at += wait * MINUTE;
      // Just before the wait is over, nothing is tried.
      if (wait > 0) {
        expect(
          await sendPaymentEvents({ db: ctx.db, config: ctx.config, now: new Date(at - 1000) }),
        ).toMatchObject({
          retrying: 0,
          failed: 0,
        });
      }
      const ran = await sendPaymentEvents({ db: ctx.db, config: ctx.config, now: new Date(at) });
      const lastTry = i === PAYMENT_EVENT_MAX_ATTEMPTS - 1;
      expect(ran).toMatchObject({ retrying: lastTry ? 0 : 1, failed: lastTry ? 1 : 0 });
    }
    expect(n8n.received).toHaveLength(PAYMENT_EVENT_MAX_ATTEMPTS);
    const [row] = await eventRows(ctx);
    expect([row!.status, row!.attempts, row!.error]).toEqual([
      'failed',
      PAYMENT_EVENT_MAX_ATTEMPTS,
      'n8n answered HTTP 503: n8n is restarting',
    ]);
    const admin = await operator(ctx);
    const status = (await send(ctx.app, 'GET', '/api/automation/status', undefined, admin)).json();
    expect([status.webhookConfigured, status.n8nConnected]).toEqual([true, false]);
    const events = (await send(ctx.app, 'GET', '/api/automation/events', undefined, admin)).json();
    expect(events).toMatchObject([{ status: 'failed', error: 'n8n answered HTTP 503: n8n is restarting' }]);
  });

  it('gives up at once when n8n refuses the event (a missing workflow)', async () => {
    const n8n = await captureServer(() => ({ status: 404, body: 'webhook not registered' }));
    servers.push(n8n);
    useN8n(ctx, { url: n8n.origin });
    const { cookie } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...CARD });
    expect(await sendPaymentEvents({ db: ctx.db, config: ctx.config })).toMatchObject({ failed: 1 });
    expect((await eventRows(ctx)).map((e) => [e.status, e.attempts])).toEqual([['failed', 1]]);
  });
});

describe('POST /api/automation/test-webhook', () => {
  const ctx = useTestApp();

  it('says which variable is missing when n8n is not configured', async () => {
    const admin = await operator(ctx);
    const res = await send(
      ctx.app,
      'POST',
      '/api/automation/test-webhook',
      { type: 'payment_success' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, status: null });
    expect(res.json().message).toContain('N8N_WEBHOOK_URL');
  });

  it("posts a test event to the type's path now and reports n8n's answer", async () => {
    let answer = 200;
    const n8n = await captureServer(() => ({ status: answer, body: answer === 200 ? 'ok' : 'no' }));
    servers.push(n8n);
    useN8n(ctx, { url: `${n8n.origin}/webhook`, key: 'key-2' });
    const admin = await operator(ctx);
    const post = (type: string) =>
      send(
        ctx.app,
        'POST',
        '/api/automation/test-webhook',
        { type, timestamp: new Date().toISOString() },
        admin,
      );

    const ok = await post('payment_reminder');
    expect(ok.json()).toEqual({
      success: true,
      message: 'n8n took the test event at /payment-reminder (HTTP 200).',
      status: 200,
    });
    expect(n8n.received[0]!.url).toBe('/webhook/payment-reminder');
    expect(n8n.received[0]!.headers['x-n8n-api-key']).toBe('key-2');
    expect(JSON.parse(n8n.received[0]!.body)).toMatchObject({
      type: 'payment_reminder',
      data: { test: true },
    });

    answer = 500;
    expect((await post('payment_failed')).json()).toEqual({
      success: false,
      message: 'n8n answered HTTP 500: no',
      status: 500,
    });
    expect(n8n.received[1]!.url).toBe('/webhook/payment-failed');
    // A test is not an event of the business.
    expect(await eventRows(ctx)).toHaveLength(0);
    expect((await post('fell_to_free')).statusCode).toBe(400);
  });
});
