import { randomBytes } from 'node:crypto';
import { expanded } from './expand';
import { get, newId, type TObj, type TRoute, type TStripeStore } from './store';

/** A subscription's invoice for a period and the payment intent that pays it (paid at once when nothing is due). */
export function createInvoice(
  store: TStripeStore,
  sub: TObj,
  reason: string,
  amount: number,
  period: { start: number; end: number },
) {
  const pi = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    currency: 'usd',
    status: 'requires_payment_method',
    client_secret: '',
    customer: sub.customer,
    created: store.tick(),
  };
  pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
  store.paymentIntents.set(pi.id, pi);
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
    created: store.clock,
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
    status_transitions: { paid_at: null, finalized_at: store.clock },
    _paymentIntent: pi.id,
  };
  store.invoices.set(invoice.id, invoice);
  return invoice;
}

/** The invoice paid with a test card, and its payment intent succeeded. */
export function markPaid(store: TStripeStore, invoice: TObj, card: { brand: string; last4: string }) {
  const pi = store.paymentIntents.get(invoice._paymentIntent)!;
  pi.status = 'succeeded';
  pi.payment_method_details = { card };
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status_transitions.paid_at = store.tick();
  invoice._card = card;
}

/** GET /v1/invoices/:id and the invoice payments of a payment intent. */
export function invoiceRoutes(store: TStripeStore): TRoute[] {
  const { invoices } = store;
  return [
    {
      method: 'GET',
      path: /^\/v1\/invoices\/([\w]+)$/,
      run: (m, p) => expanded(store, get(invoices, 'invoice', m[1]!), p.expand),
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
  ];
}
