/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-in stores Stripe's JSON objects as they are */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small local Stripe for tests: the REST calls Rivalwatch makes, with Stripe's request shapes (form-encoded
 * bodies with bracketed keys, `Authorization: Bearer sk_test_…`, the Idempotency-Key header, `expand[]`) and its
 * error bodies (401 for a wrong key, 404 resource_missing, 429 rate_limit on demand, 400 idempotency_error).
 * Objects live in memory. Test helpers pay invoices, renew periods and build signed webhook events the way
 * Stripe would send them.
 */

export type TObj = Record<string, any>;
type TParams = Record<string, any>;

export type TStripeStandIn = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every request received: method, path, idempotency key. */
  requests: { method: string; path: string; idempotencyKey: string | null; params: TParams }[];
  customers: Map<string, TObj>;
  subscriptions: Map<string, TObj>;
  invoices: Map<string, TObj>;
  prices: Map<string, TObj>;
  products: Map<string, TObj>;
  schedules: Map<string, TObj>;
  /** The next n requests answer 429 with Stripe's rate-limit error. */
  rateLimitNext(n: number): void;
  /** Stripe's time, seconds; each change moves it one second on so objects' times are ordered. */
  now(): number;
  /** Pays an open invoice with a test card: the subscription becomes active (the first payment). */
  payInvoice(invoiceId: string, card?: { brand: string; last4: string }): TObj;
  /** Ends the current period: the schedule's next phase applies, a renewal invoice is paid or fails. */
  renew(subscriptionId: string, opts?: { fail?: boolean }): TObj;
  /** Cancels now, as Stripe does at the end of a period set to cancel (or after the last retry). */
  cancelNow(subscriptionId: string): TObj;
  /** A snapshot of a stored object, as an event's data.object carries it. */
  snapshot(obj: TObj): TObj;
  /** An event as Stripe sends it (its JSON text) and the Stripe-Signature header for it. */
  event(
    type: string,
    object: TObj,
    opts?: { id?: string; created?: number },
  ): { body: string; signature: string };
  close(): Promise<void>;
};

const clone = <T>(v: T): T => structuredClone(v);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's form encoding: `items[0][price]=x&expand[0]=y&metadata[k]=v` → nested objects and arrays. */
export function decodeStripeForm(text: string): TParams {
  const root: TParams = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split('[').map((p) => p.replace(/]$/, ''));
    let node: any = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (last) node[slot] = value;
      else node = node[slot] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

function stripeError(
  res: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(
    JSON.stringify({
      error: { ...error, doc_url: `https://stripe.com/docs/error-codes/${error.code ?? ''}` },
    }),
  );
}

/** The keys the stand-in accepts (test-mode shapes; nothing secret). */
export const STAND_IN_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin0000000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin0000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin00000000000000000000',
};

export async function startStripeStandIn(): Promise<TStripeStandIn> {
  const secretKey = STAND_IN_KEYS.STRIPE_SECRET_KEY;
  const webhookSecret = STAND_IN_KEYS.STRIPE_WEBHOOK_SECRET;
  const customers = new Map<string, TObj>();
  const subscriptions = new Map<string, TObj>();
  const invoices = new Map<string, TObj>();
  const prices = new Map<string, TObj>();
  const products = new Map<string, TObj>();
  const schedules = new Map<string, TObj>();
  const paymentIntents = new Map<string, TObj>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: TStripeStandIn['requests'] = [];
  let rateLimited = 0;
  let clock = Math.floor(Date.now() / 1000);
  const tick = () => ++clock;

  const missing = (kind: string, id: string) => {
    throw Object.assign(new Error(), {
      status: 404,
      body: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
        param: 'id',
      },
    });
  };
  const get = (map: Map<string, TObj>, kind: string, id: string) => map.get(id) ?? missing(kind, id);

  const addMonth = (t: number) => {
    const d = new Date(t * 1000);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return Math.floor(d.getTime() / 1000);
  };

  function priceOf(id: string) {
    return get(prices, 'price', id);
  }

  function createInvoice(sub: TObj, reason: string, amount: number, period: { start: number; end: number }) {
    const pi = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: '',
      customer: sub.customer,
      created: tick(),
    };
    pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
    paymentIntents.set(pi.id, pi);
    const item = sub.items.data[0];
    const invoice: TObj = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: 'usd',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      billing_reason: reason,
      status: amount === 0 ? 'paid' : 'open',
      created: clock,
      period_start: period.start,
      period_end: period.end,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: '/v1/invoices/lines',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            period: { start: period.start, end: period.end },
            pricing: {
              type: 'price_details',
              price_details: { price: item.price.id, product: item.price.product },
            },
            subscription: sub.id,
          },
        ],
      },
      status_transitions: { paid_at: null, finalized_at: clock },
      _paymentIntent: pi.id,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function markPaid(invoice: TObj, card: { brand: string; last4: string }) {
    const pi = paymentIntents.get(invoice._paymentIntent)!;
    pi.status = 'succeeded';
    pi.payment_method_details = { card };
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = tick();
    invoice._card = card;
  }

  function expanded(obj: TObj, expand: string[] = []): TObj {
    const out = clone(obj);
    delete out._card;
    if (out.object === 'invoice') {
      const pi = paymentIntents.get(out._paymentIntent);
      if (expand.includes('confirmation_secret')) {
        out.confirmation_secret =
          out.status === 'open' && pi ? { client_secret: pi.client_secret, type: 'payment_intent' } : null;
      }
      if (expand.includes('payments')) {
        out.payments = {
          object: 'list',
          data: pi
            ? [
                {
                  id: `inpay_${pi.id}`,
                  object: 'invoice_payment',
                  payment: { type: 'payment_intent', payment_intent: pi.id },
                },
              ]
            : [],
        };
      }
      delete out._paymentIntent;
      delete out._card;
    }
    if (out.object === 'subscription' && expand.includes('default_payment_method') && obj._card) {
      out.default_payment_method = {
        id: obj.default_payment_method,
        object: 'payment_method',
        type: 'card',
        card: { brand: obj._card.brand, last4: obj._card.last4 },
      };
    }
    if (out.object === 'subscription' && out.latest_invoice) {
      const sub = expand.filter((e) => e.startsWith('latest_invoice'));
      if (sub.length) {
        const rest = sub.map((e) => e.slice('latest_invoice.'.length)).filter(Boolean);
        out.latest_invoice = expanded(invoices.get(out.latest_invoice)!, rest);
      }
    }
    return out;
  }

  function setItemPrice(sub: TObj, priceId: string) {
    const price = priceOf(priceId);
    sub.items.data[0].price = clone(price);
    sub.items.data[0].plan = { id: price.id, object: 'plan', amount: price.unit_amount };
  }

  const routes: { method: string; path: RegExp; run: (m: RegExpMatchArray, p: TParams) => TObj }[] = [
    {
      method: 'POST',
      path: /^\/v1\/customers$/,
      run: (_m, p) => {
        const c = {
          id: newId('cus'),
          object: 'customer',
          email: p.email ?? null,
          metadata: p.metadata ?? {},
          created: tick(),
        };
        customers.set(c.id, c);
        return c;
      },
    },
    { method: 'GET', path: /^\/v1\/customers\/([\w]+)$/, run: (m) => get(customers, 'customer', m[1]!) },
    {
      method: 'POST',
      path: /^\/v1\/products$/,
      run: (_m, p) => {
        const prod = {
          id: newId('prod'),
          object: 'product',
          name: p.name,
          metadata: p.metadata ?? {},
          active: true,
          created: tick(),
        };
        products.set(prod.id, prod);
        return prod;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/prices$/,
      run: (_m, p) => {
        get(products, 'product', p.product);
        const price = {
          id: newId('price'),
          object: 'price',
          active: true,
          currency: p.currency,
          unit_amount: Number(p.unit_amount),
          product: p.product,
          recurring: { interval: p.recurring?.interval ?? 'month', interval_count: 1 },
          metadata: p.metadata ?? {},
          type: 'recurring',
          created: tick(),
        };
        prices.set(price.id, price);
        return price;
      },
    },
    { method: 'GET', path: /^\/v1\/prices\/([\w]+)$/, run: (m) => priceOf(m[1]!) },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions$/,
      run: (_m, p) => {
        get(customers, 'customer', p.customer);
        const start = tick();
        const end = addMonth(start);
        const sub: TObj = {
          id: newId('sub'),
          object: 'subscription',
          customer: p.customer,
          status: 'incomplete',
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          created: start,
          start_date: start,
          billing_cycle_anchor: start,
          metadata: p.metadata ?? {},
          schedule: null,
          latest_invoice: null,
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                current_period_start: start,
                current_period_end: end,
                quantity: 1,
              },
            ],
          },
        };
        setItemPrice(sub, p.items?.[0]?.price);
        subscriptions.set(sub.id, sub);
        const invoice = createInvoice(sub, 'subscription_create', sub.items.data[0].price.unit_amount, {
          start,
          end,
        });
        sub.latest_invoice = invoice.id;
        return expanded(sub, p.expand);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions$/,
      run: (_m, p) => {
        const all = [...subscriptions.values()].filter(
          (s) =>
            (!p.customer || s.customer === p.customer) && (p.status === 'all' || s.status !== 'canceled'),
        );
        return {
          object: 'list',
          data: all.map((s) => expanded(s)),
          has_more: false,
          url: '/v1/subscriptions',
        };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/([\w]+)$/,
      run: (m, p) => expanded(get(subscriptions, 'subscription', m[1]!), p.expand),
    },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions\/([\w]+)$/,
      run: (m, p) => {
        const sub = get(subscriptions, 'subscription', m[1]!);
        if (sub.status === 'canceled') {
          throw Object.assign(new Error(), {
            status: 400,
            body: {
              type: 'invalid_request_error',
              message: 'A canceled subscription can only update its cancellation_details and metadata.',
            },
          });
        }
        if (sub.schedule && (p.cancel_at_period_end !== undefined || p.items)) {
          throw Object.assign(new Error(), {
            status: 400,
            body: {
              type: 'invalid_request_error',
              message: `The subscription is managed by the subscription schedule \`${sub.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
            },
          });
        }
        tick();
        if (p.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
          sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
        }
        if (p.metadata) sub.metadata = { ...sub.metadata, ...p.metadata };
        const newPrice = p.items?.[0]?.price;
        if (newPrice && newPrice !== sub.items.data[0].price.id) {
          const item = sub.items.data[0];
          const oldAmount = item.price.unit_amount;
          const newAmount = priceOf(newPrice).unit_amount;
          const now = clock;
          const length = item.current_period_end - item.current_period_start;
          const left = Math.max(0, item.current_period_end - now);
          const due = Math.max(0, Math.round(((newAmount - oldAmount) * left) / length));
          setItemPrice(sub, newPrice);
          if (p.proration_behavior === 'always_invoice') {
            const invoice = createInvoice(sub, 'subscription_update', due, {
              start: now,
              end: item.current_period_end,
            });
            if (due > 0 && sub._card) markPaid(invoice, sub._card);
            sub.latest_invoice = invoice.id;
          }
        }
        return expanded(sub, p.expand);
      },
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/([\w]+)$/,
      run: (m) => {
        const sub = get(subscriptions, 'subscription', m[1]!);
        sub.status = 'canceled';
        sub.canceled_at = sub.ended_at = tick();
        return expanded(sub);
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/subscription_schedules$/,
      run: (_m, p) => {
        const sub = get(subscriptions, 'subscription', p.from_subscription);
        const item = sub.items.data[0];
        const sched = {
          id: newId('sub_sched'),
          object: 'subscription_schedule',
          subscription: sub.id,
          status: 'active',
          end_behavior: 'release',
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: [{ price: item.price.id, quantity: 1 }],
            },
          ],
          created: tick(),
        };
        schedules.set(sched.id, sched);
        sub.schedule = sched.id;
        return sched;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/subscription_schedules\/([\w]+)$/,
      run: (m, p) => {
        const sched = get(schedules, 'subscription_schedule', m[1]!);
        tick();
        if (p.end_behavior) sched.end_behavior = p.end_behavior;
        if (p.phases) {
          let previousEnd: number | null = null;
          sched.phases = (p.phases as TParams[]).map((ph) => {
            // A phase without a start begins where the one before it ends.
            const start: number =
              ph.start_date === 'now' ? clock : ph.start_date ? Number(ph.start_date) : previousEnd!;
            const end: number | null = ph.end_date
              ? Number(ph.end_date)
              : ph.duration
                ? addMonth(start)
                : null;
            previousEnd = end;
            priceOf(ph.items[0].price);
            return {
              start_date: start,
              end_date: end,
              proration_behavior: ph.proration_behavior ?? null,
              items: (ph.items as TParams[]).map((i) => ({
                price: i.price,
                quantity: Number(i.quantity ?? 1),
              })),
            };
          });
        }
        return sched;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/subscription_schedules\/([\w]+)\/release$/,
      run: (m) => {
        const sched = get(schedules, 'subscription_schedule', m[1]!);
        sched.status = 'released';
        const sub = subscriptions.get(sched.subscription);
        if (sub) sub.schedule = null;
        tick();
        return sched;
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/invoices\/([\w]+)$/,
      run: (m, p) => expanded(get(invoices, 'invoice', m[1]!), p.expand),
    },
    {
      method: 'GET',
      path: /^\/v1\/invoice_payments$/,
      run: (_m, p) => {
        const pi = p.payment?.payment_intent;
        const data = [...invoices.values()]
          .filter((i) => i._paymentIntent === pi)
          .map((i) => ({
            id: `inpay_${pi}`,
            object: 'invoice_payment',
            invoice: i.id,
            payment: { type: 'payment_intent', payment_intent: pi },
          }));
        return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/billing_portal\/sessions$/,
      run: (_m, p) => {
        get(customers, 'customer', p.customer);
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          customer: p.customer,
          return_url: p.return_url,
          url: `https://billing.stripe.com/p/session/test_${id}`,
          created: tick(),
        };
      },
    },
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const text = Buffer.concat(chunks).toString('utf8');
    const params =
      method === 'GET' || method === 'DELETE'
        ? decodeStripeForm(url.search.slice(1))
        : decodeStripeForm(text);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey: key, params });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const given = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: given
          ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    if (rateLimited > 0) {
      rateLimited--;
      return stripeError(res, 429, {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message:
          'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
      });
    }
    const fingerprint = `${method} ${url.pathname} ${text}`;
    if (key && method === 'POST') {
      const prior = idempotent.get(key);
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          return stripeError(res, 400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        res.writeHead(prior.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(prior.body);
      }
    }
    const route = routes.find((r) => r.method === method && url.pathname.match(r.path));
    let status = 200;
    let body: string;
    try {
      if (!route) {
        status = 404;
        body = JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}).`,
          },
        });
      } else {
        body = JSON.stringify(route.run(url.pathname.match(route.path)!, params));
      }
    } catch (err) {
      const e = err as { status?: number; body?: TObj };
      if (!e.status) throw err;
      status = e.status;
      body = JSON.stringify({ error: e.body });
    }
    if (key && method === 'POST') idempotent.set(key, { fingerprint, status, body });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) =>
      stripeError(res, 500, { type: 'api_error', message: err.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: TStripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    customers,
    subscriptions,
    invoices,
    prices,
    products,
    schedules,
    rateLimitNext(n) {
      rateLimited = n;
    },
    now: () => clock,
    payInvoice(invoiceId, card = { brand: 'visa', last4: '4242' }) {
      const invoice = get(invoices, 'invoice', invoiceId);
      markPaid(invoice, card);
      const sub = subscriptions.get(invoice.parent.subscription_details.subscription)!;
      sub._card = card;
      sub.default_payment_method = `pm_card_${card.brand}`;
      if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
      tick();
      return invoice;
    },
    renew(subscriptionId, opts = {}) {
      const sub = get(subscriptions, 'subscription', subscriptionId);
      const item = sub.items.data[0];
      if (sub.schedule) {
        const sched = schedules.get(sub.schedule)!;
        const next = sched.phases.find((ph: TObj) => ph.start_date >= item.current_period_end);
        if (next) setItemPrice(sub, next.items[0].price);
        if (sched.end_behavior === 'release' && sched.phases.at(-1) === next) {
          sched.status = 'released';
          sub.schedule = null;
        }
      }
      clock = Math.max(clock, item.current_period_end) + 1;
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonth(item.current_period_start);
      const invoice = createInvoice(sub, 'subscription_cycle', item.price.unit_amount, {
        start: item.current_period_start,
        end: item.current_period_end,
      });
      sub.latest_invoice = invoice.id;
      if (opts.fail || !sub._card) {
        invoice.attempt_count = 1;
        sub.status = 'past_due';
      } else {
        markPaid(invoice, sub._card);
        sub.status = 'active';
      }
      tick();
      return invoice;
    },
    cancelNow(subscriptionId) {
      const sub = get(subscriptions, 'subscription', subscriptionId);
      sub.status = 'canceled';
      sub.canceled_at = sub.ended_at = tick();
      return sub;
    },
    snapshot: (obj) => expanded(obj),
    event(type, object, opts = {}) {
      const created = opts.created ?? tick();
      const body = JSON.stringify(
        {
          id: opts.id ?? newId('evt'),
          object: 'event',
          api_version: Stripe.API_VERSION,
          created,
          data: { object: clone(object) },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
      return { body, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
