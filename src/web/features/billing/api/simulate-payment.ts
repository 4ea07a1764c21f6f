import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TPaymentResult, TSimulatePaymentBody } from '@shared/contracts/billing';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, api } from '@web/lib/api-client';
import type { TCardErrors, TCardField } from '../lib/card-fields';

export type TSimulatePayment = { body: TSimulatePaymentBody; idempotencyKey: string };

/** Pays with the simulated provider; the server decides the amount from the plan (docs/product-rules.md R25). */
export const simulatePayment = ({ body, idempotencyKey }: TSimulatePayment) =>
  api.post<TPaymentResult>('/api/simulate-payment', body, { 'Idempotency-Key': idempotencyKey });

const CARD_FIELDS: readonly string[] = ['cardNumber', 'expiry', 'cvc'] satisfies TCardField[];

/** A 400's { field, message } details that name a card field ("body.cvc" names cvc too). */
export function cardFieldErrors(err: unknown): TCardErrors | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const details = (err.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return null;
  const errors: TCardErrors = {};
  for (const d of details as { field?: unknown; message?: unknown }[]) {
    const field = typeof d?.field === 'string' ? d.field.split('.').at(-1) : undefined;
    if (field && CARD_FIELDS.includes(field) && typeof d.message === 'string') {
      errors[field as TCardField] ??= d.message;
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** "You've upgraded to Pro plan", plus " and reactivated 2 competitor(s)". */
export function upgradedText(result: Pick<TPaymentResult, 'plan' | 'reactivatedCount'>): string {
  const reactivated =
    result.reactivatedCount > 0 ? ` and reactivated ${result.reactivatedCount} competitor(s)` : '';
  return `You've upgraded to ${PLAN_LABELS[result.plan]} plan${reactivated}`;
}

/**
 * A paid plan changes limits, the dashboard, the competitor list (reactivated ones) and the user row, so every
 * query is marked stale: the ones on screen read again at once, the others when next shown.
 */
export function afterPlanPaid(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries();
}

/**
 * Field errors of a 400 go under their fields (the form reads them with cardFieldErrors); any other failure,
 * a declined card (402) or the plan already held (409), is the "Payment Failed" toast with the server's message.
 */
export function useSimulatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatePayment,
    onSuccess: (result) => {
      toast({ title: 'Payment Successful!', description: upgradedText(result), variant: 'success' });
      void afterPlanPaid(queryClient);
    },
    onError: (err) => {
      if (cardFieldErrors(err)) return;
      toast({ title: 'Payment Failed', description: err.message, variant: 'destructive' });
    },
  });
}
