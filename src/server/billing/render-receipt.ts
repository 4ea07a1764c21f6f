import { PLAN_LABELS } from '@shared/constants/plans';
import type { TPaymentRow } from '../db/schema';
import { receiptNumber } from './to-payment';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "$19.00": integer cents in the payment's currency. */
export const formatCents = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** "December 25, 2026" (UTC), or a dash. */
export const formatDay = (d: Date | null) =>
  d
    ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    : '—';

export const KIND_LABELS = {
  initial: 'subscription',
  upgrade: 'upgrade (prorated difference)',
  renewal: 'renewal',
  grant: 'granted by an administrator',
} as const;

/** What a payment was for, in words: "Pro plan renewal". */
export function paymentDescription(p: Pick<TPaymentRow, 'plan' | 'kind'>): string {
  return `${PLAN_LABELS[p.plan]} plan ${KIND_LABELS[p.kind]}`;
}

/** A printable receipt of one payment (GET /api/billing/payments/{id}/receipt), self-contained HTML. */
export function renderReceipt(p: TPaymentRow, customer: { email: string; name: string }): string {
  const rows: [string, string][] = [
    ['Receipt number', receiptNumber(p.receiptSeq)],
    ['Date', formatDay(p.createdAt)],
    ['Billed to', `${customer.name} <${customer.email}>`],
    ['Description', paymentDescription(p)],
    ['Service period', `${formatDay(p.periodStart)} – ${formatDay(p.periodEnd)}`],
    ['Payment method', p.cardLast4 ? `${p.cardBrand ?? 'card'} ending in ${p.cardLast4}` : '—'],
    ['Status', p.status === 'succeeded' ? 'Paid' : p.status[0]!.toUpperCase() + p.status.slice(1)],
  ];
  if (p.failureReason) rows.push(['Reason', p.failureReason]);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${escape(receiptNumber(p.receiptSeq))} · Rivalwatch</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;max-width:640px;margin:40px auto;padding:0 20px}
h1{font-size:20px;margin:0 0 4px}p.muted{color:#64748b;margin:0 0 24px}
table{width:100%;border-collapse:collapse}td{padding:10px 0;border-bottom:1px solid #e2e8f0;vertical-align:top}
td:first-child{color:#64748b;width:40%}.total td{font-weight:600;font-size:18px;border-bottom:none}
@media print{button{display:none}}
</style></head><body>
<h1>Rivalwatch receipt</h1>
<p class="muted">${escape(receiptNumber(p.receiptSeq))}</p>
<table>
${rows.map(([k, v]) => `<tr><td>${escape(k)}</td><td>${escape(v)}</td></tr>`).join('\n')}
<tr class="total"><td>${p.status === 'succeeded' ? 'Amount paid' : 'Amount'}</td><td>${escape(formatCents(p.amount, p.currency))}</td></tr>
</table>
</body></html>`;
}
