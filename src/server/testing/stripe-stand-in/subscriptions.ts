import { expanded } from './expand';
import { createInvoice, markPaid } from './invoices';
import { addMonth, clone, get, newId, priceOf, type TObj, type TRoute, type TStripeStore } from './store';

/** The subscription's one item moved to the price (and its legacy plan with it). */
export function setItemPrice(store: TStripeStore, sub: TObj, priceId: string) {
  const price = priceOf(store, priceId);
  sub.items.data[0].price = clone(price);
  sub.items.data[0].plan = { id: price.id, object: 'plan', amount: price.unit_amount };
}

/**
 * Subscriptions: create (with its first invoice), list, read, update (cancel at the period end, or a new price,
 * prorated), and cancel.
 */
export function subscriptionRoutes(store: TStripeStore): TRoute[] {
  const { customers, subscriptions } = store;
  return [
    {
      method: 'POST',
      path: /^\/v1\/subscriptions$/,
      run: (_m, p) => {
        get(customers, 'customer', p.customer);
        const start = store.tick();
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
        setItemPrice(store, sub, p.items?.[0]?.price);
        subscriptions.set(sub.id, sub);
        const invoice = createInvoice(
          store,
          sub,
          'subscription_create',
          sub.items.data[0].price.unit_amount,
          {
            start,
            end,
          },
        );
        sub.latest_invoice = invoice.id;
        return expanded(store, sub, p.expand);
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
          data: all.map((s) => expanded(store, s)),
          has_more: false,
          url: '/v1/subscriptions',
        };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/([\w]+)$/,
      run: (m, p) => expanded(store, get(subscriptions, 'subscription', m[1]!), p.expand),
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
        store.tick();
        if (p.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
          sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
        }
        if (p.metadata) sub.metadata = { ...sub.metadata, ...p.metadata };
        const newPrice = p.items?.[0]?.price;
        if (newPrice && newPrice !== sub.items.data[0].price.id) {
          const item = sub.items.data[0];
          const oldAmount = item.price.unit_amount;
          const newAmount = priceOf(store, newPrice).unit_amount;
          const now = store.clock;
          const length = item.current_period_end - item.current_period_start;
          const left = Math.max(0, item.current_period_end - now);
          const due = Math.max(0, Math.round(((newAmount - oldAmount) * left) / length));
          setItemPrice(store, sub, newPrice);
          if (p.proration_behavior === 'always_invoice') {
            const invoice = createInvoice(store, sub, 'subscription_update', due, {
              start: now,
              end: item.current_period_end,
            });
            if (due > 0 && sub._card) markPaid(store, invoice, sub._card);
            sub.latest_invoice = invoice.id;
          }
        }
        return expanded(store, sub, p.expand);
      },
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/([\w]+)$/,
      run: (m) => {
        const sub = get(subscriptions, 'subscription', m[1]!);
        sub.status = 'canceled';
        sub.canceled_at = sub.ended_at = store.tick();
        return expanded(store, sub);
      },
    },
  ];
}
