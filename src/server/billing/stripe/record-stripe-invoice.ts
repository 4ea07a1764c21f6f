import type Stripe from 'stripe';
import type { TExecutor } from '../../db/client';
import { payments } from '../../db/schema';
import type { TBillingMail } from '../email-billing-event';
import { recordBillingEvent } from '../record-billing-event';
import { readSubscription } from '../subscription-state';
import { findStripeAccount } from './apply-stripe-subscription';
import { planOfPrice } from './ensure-stripe-price';

const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

const KIND: Record<string, 'initial' | 'upgrade' | 'renewal'> = {
  subscription_create: 'initial',
  subscription_update: 'upgrade',
  subscription_cycle: 'renewal',
};

/** The subscription an invoice bills, if any. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/**
 * A paid or failed Stripe invoice as a payment row (docs/product-rules.md R72): one row per paid invoice (unique
 * by invoice id) and one per failed attempt, the plan and period read from the invoice lines, the card from the
 * subscription on file. A new row queues the payment_success / payment_failed automation event. Returns the
 * user, or null when the invoice is not ours or not a subscription's.
 */
export async function recordStripeInvoice(
  tx: TExecutor,
  opts: { invoice: Stripe.Invoice; outcome: 'paid' | 'failed'; now: Date; mail: TBillingMail },
): Promise<{ accountId: string; inserted: boolean } | null> {
  const { invoice, now } = opts;
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return null;
  const accountId = await findStripeAccount(tx, {
    subscriptionId,
    customerId: idOf(invoice.customer),
    accountId:
      invoice.parent?.subscription_details?.metadata?.accountId ??
      invoice.parent?.subscription_details?.metadata?.userId ??
      null,
  });
  if (!accountId) return null;
  const lines = invoice.lines.data.filter((l) => l.pricing?.price_details?.price);
  const line = lines.reduce<Stripe.InvoiceLineItem | null>(
    (best, l) => (!best || l.period.end > best.period.end ? l : best),
    null,
  );
  const plan = (await planOfPrice(tx, line?.pricing?.price_details?.price)) ?? 'free';
  const local = await readSubscription(tx, accountId);
  const kind = KIND[invoice.billing_reason ?? ''] ?? 'renewal';
  const paid = opts.outcome === 'paid';
  const amount = paid ? invoice.amount_paid : invoice.amount_due;
  const rows = await tx
    .insert(payments)
    .values({
      accountId,
      amount,
      currency: invoice.currency,
      plan: plan === 'free' ? (local?.plan ?? 'free') : plan,
      kind,
      status: paid ? 'succeeded' : 'failed',
      provider: 'stripe',
      providerInvoiceId: paid ? invoice.id : null,
      providerPaymentId: paid ? null : `${invoice.id}:attempt:${invoice.attempt_count ?? 1}`,
      cardBrand: local?.cardBrand ?? null,
      cardLast4: local?.cardLast4 ?? null,
      failureReason: paid ? null : 'Your card was declined.',
      periodStart: line ? new Date(line.period.start * 1000) : null,
      periodEnd: line ? new Date(line.period.end * 1000) : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const row = rows[0];
  if (!row) return { accountId, inserted: false };
  await recordBillingEvent(tx, {
    id: `${paid ? 'payment_success' : 'payment_failed'}:${row.id}`,
    source: 'automation',
    type: paid ? 'payment_success' : 'payment_failed',
    accountId,
    amount,
    plan: row.plan,
    status: 'pending',
    data: { kind, paymentId: row.id, invoice: invoice.id },
    now,
    mail: opts.mail,
  });
  return { accountId, inserted: true };
}
