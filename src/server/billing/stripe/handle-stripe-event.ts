import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDb, TExecutor } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { recordBillingEvent } from '../record-billing-event';
import { applyStripeSubscription } from './apply-stripe-subscription';
import { invoiceSubscriptionId, recordStripeInvoice } from './record-stripe-invoice';
import { callStripe } from './stripe-client';
import type { TBillingMail } from '../email-billing-event';

const EXPAND = ['default_payment_method'];
const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

export type TEventOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * One verified Stripe event (docs/product-rules.md R72): recorded once by its id, in the same transaction as
 * what it changes (a repeat finds the row and does nothing). Subscription state comes from the newest
 * Subscription object: the event's own snapshot when it is newer than the state applied last, else the
 * subscription re-read from Stripe. Invoices become payment rows; the subscription they bill is re-read.
 */
export async function handleStripeEvent(opts: {
  mail: TBillingMail;
  db: TDb;
  stripe: Stripe;
  event: Stripe.Event;
  now: Date;
}): Promise<TEventOutcome> {
  const { stripe, event, now } = opts;
  const object = event.data.object as { id?: string; object?: string };
  return opts.db.transaction(async (tx) => {
    const fresh = await recordBillingEvent(tx, {
      id: event.id,
      source: 'stripe',
      type: event.type,
      accountId: null,
      status: 'processed',
      data: { object: object.object ?? null, id: object.id ?? null, created: event.created },
      now,
    });
    if (!fresh) return 'duplicate';
    const stateAt = new Date(event.created * 1000);
    const syncSubscription = async (subscriptionId: string | null, snapshot?: Stripe.Subscription) => {
      if (!subscriptionId) return null;
      if (snapshot) {
        const withCard =
          typeof snapshot.default_payment_method === 'string'
            ? await callStripe(() => stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND }))
            : null;
        // The card is read from Stripe; the state stays the snapshot's, as of the event's time.
        const sub = withCard
          ? { ...snapshot, default_payment_method: withCard.default_payment_method }
          : snapshot;
        const result = await applyStripeSubscription(tx, {
          sub,
          stateAt,
          fresh: false,
          now,
          mail: opts.mail,
        });
        if (result.outcome !== 'stale') return result;
      }
      const current = await callStripe(() =>
        stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND }),
      );
      return applyStripeSubscription(tx, { sub: current, stateAt, fresh: true, now, mail: opts.mail });
    };
    let accountId: string | null = null;
    let handled = true;
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        accountId = (await syncSubscription(sub.id, sub))?.accountId ?? null;
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed': {
        accountId = await onInvoice(
          tx,
          event.data.object,
          event.type === 'invoice.payment_failed' ? 'failed' : 'paid',
        );
        break;
      }
      case 'checkout.session.completed': {
        const session = event.data.object;
        accountId = (await syncSubscription(idOf(session.subscription)))?.accountId ?? null;
        break;
      }
      case 'payment_intent.succeeded': {
        const pi = event.data.object;
        const found = await callStripe(() =>
          stripe.invoicePayments.list({
            payment: { type: 'payment_intent', payment_intent: pi.id },
            limit: 1,
          }),
        );
        const invoiceId = idOf(found.data[0]?.invoice);
        if (!invoiceId) {
          handled = false;
          break;
        }
        const invoice = await callStripe(() => stripe.invoices.retrieve(invoiceId));
        accountId = invoice.status === 'paid' ? await onInvoice(tx, invoice, 'paid') : null;
        handled = invoice.status === 'paid';
        break;
      }
      default:
        handled = false;
    }
    await tx
      .update(paymentEvents)
      .set({ accountId, status: handled && accountId ? 'processed' : 'ignored' })
      .where(eq(paymentEvents.id, event.id));
    return handled && accountId ? 'processed' : 'ignored';

    async function onInvoice(db: TExecutor, invoice: Stripe.Invoice, outcome: 'paid' | 'failed') {
      // The subscription first (its card and period), then the payment row that uses them.
      const applied = await syncSubscription(invoiceSubscriptionId(invoice));
      const recorded = await recordStripeInvoice(db, { invoice, outcome, now, mail: opts.mail });
      return recorded?.accountId ?? applied?.accountId ?? null;
    }
  });
}
