import Stripe from 'stripe';
import { expanded } from './expand';
import { createInvoice, markPaid } from './invoices';
import { addMonth, clone, get, newId, type TObj, type TStripeStore } from './store';
import { setItemPrice } from './subscriptions';

/** What tests do in Stripe's place: pay, renew and cancel, and build the webhook events Stripe would send. */
export type TStripeTestControls = {
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
};

export function stripeTestControls(store: TStripeStore, webhookSecret: string): TStripeTestControls {
  const { invoices, subscriptions, schedules } = store;
  return {
    payInvoice(invoiceId, card = { brand: 'visa', last4: '4242' }) {
      const invoice = get(invoices, 'invoice', invoiceId);
      markPaid(store, invoice, card);
      const sub = subscriptions.get(invoice.parent.subscription_details.subscription)!;
      sub._card = card;
      sub.default_payment_method = `pm_card_${card.brand}`;
      if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
      store.tick();
      return invoice;
    },
    renew(subscriptionId, opts = {}) {
      const sub = get(subscriptions, 'subscription', subscriptionId);
      const item = sub.items.data[0];
      if (sub.schedule) {
        const sched = schedules.get(sub.schedule)!;
        const next = sched.phases.find((ph: TObj) => ph.start_date >= item.current_period_end);
        if (next) setItemPrice(store, sub, next.items[0].price);
        if (sched.end_behavior === 'release' && sched.phases.at(-1) === next) {
          sched.status = 'released';
          sub.schedule = null;
        }
      }
      store.clock = Math.max(store.clock, item.current_period_end) + 1;
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonth(item.current_period_start);
      const invoice = createInvoice(store, sub, 'subscription_cycle', item.price.unit_amount, {
        start: item.current_period_start,
        end: item.current_period_end,
      });
      sub.latest_invoice = invoice.id;
      if (opts.fail || !sub._card) {
        invoice.attempt_count = 1;
        sub.status = 'past_due';
      } else {
        markPaid(store, invoice, sub._card);
        sub.status = 'active';
      }
      store.tick();
      return invoice;
    },
    cancelNow(subscriptionId) {
      const sub = get(subscriptions, 'subscription', subscriptionId);
      sub.status = 'canceled';
      sub.canceled_at = sub.ended_at = store.tick();
      return sub;
    },
    snapshot: (obj) => expanded(store, obj),
    event(type, object, opts = {}) {
      const created = opts.created ?? store.tick();
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
  };
}
