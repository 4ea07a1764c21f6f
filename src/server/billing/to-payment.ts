import type { TPayment } from '@shared/contracts/billing';
import type { TPaymentRow } from '../db/schema';

export const receiptNumber = (seq: number) => `RW-${String(seq).padStart(6, '0')}`;

export function toPayment(p: TPaymentRow): TPayment {
  return {
    id: p.id,
    receiptNumber: receiptNumber(p.receiptSeq),
    amount: p.amount,
    currency: p.currency,
    plan: p.plan,
    kind: p.kind,
    status: p.status,
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
    failureReason: p.failureReason,
    periodStart: p.periodStart?.toISOString() ?? null,
    periodEnd: p.periodEnd?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}
