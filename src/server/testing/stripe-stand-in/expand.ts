import { clone, type TObj, type TStripeStore } from './store';

/**
 * An object as the API answers it: the stand-in's own fields (_card, _paymentIntent) left out, and the `expand[]`
 * the request named filled in (an invoice's confirmation_secret and payments, a subscription's
 * default_payment_method and latest_invoice).
 */
export function expanded(store: TStripeStore, obj: TObj, expand: string[] = []): TObj {
  const out = clone(obj);
  delete out._card;
  if (out.object === 'invoice') {
    const pi = store.paymentIntents.get(out._paymentIntent);
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
      out.latest_invoice = expanded(store, store.invoices.get(out.latest_invoice)!, rest);
    }
  }
  return out;
}
