import { WEBHOOK_EVENT_VERSION, type TWebhookEventType } from '@shared/contracts/delivery';
import type { TConfig } from '../config';
import { failureForStatus, postJson } from '../delivery/post-json';
import { webhookHeaders, type TWebhookEvent } from '../delivery/webhook-event';

/**
 * Where each payment automation event goes under N8N_WEBHOOK_URL (docs/product-rules.md R66). The four paths
 * are the operator's workflows; the end of a plan (fell_to_free) is a cancellation to them, with its own type
 * and reason in the body. A scheduled downgrade, a plan change at the period end and a resumed plan have no
 * workflow: they are marked skipped, never sent.
 */
export const N8N_PAYMENT_PATHS = {
  payment_success: '/payment-success',
  payment_failed: '/payment-failed',
  subscription_cancelled: '/subscription-cancelled',
  fell_to_free: '/subscription-cancelled',
  payment_reminder: '/payment-reminder',
} as const satisfies Partial<Record<TWebhookEventType, string>>;

export type TN8nPaymentType = keyof typeof N8N_PAYMENT_PATHS;

export const isN8nPaymentType = (type: string): type is TN8nPaymentType => type in N8N_PAYMENT_PATHS;

/** N8N_WEBHOOK_URL joined with the event's path: https://n8n.example.com/webhook + /payment-success. */
export function n8nPaymentUrl(base: string, type: TN8nPaymentType): string {
  return `${base.replace(/\/+$/, '')}${N8N_PAYMENT_PATHS[type]}`;
}

/** The body of a payment event (docs/webhooks.md): our envelope, the customer, the money in cents. */
export function n8nPaymentEvent(e: {
  id: string;
  type: TN8nPaymentType;
  occurredAt: Date;
  customer: { id: string; email: string; username: string } | null;
  amount: number | null;
  plan: string | null;
  data: Record<string, unknown> | null;
}): TWebhookEvent {
  return {
    id: e.id,
    version: WEBHOOK_EVENT_VERSION,
    type: e.type,
    occurredAt: e.occurredAt.toISOString(),
    data: { customer: e.customer, amount: e.amount, currency: 'usd', plan: e.plan, ...e.data },
  };
}

export type TPostOutcome =
  { ok: true; status: number } | { ok: false; status: number | null; error: string; permanent: boolean };

/**
 * POSTs one event to its n8n path, signed with N8N_WEBHOOK_SECRET and carrying X-N8N-API-KEY (the operator's
 * own URL: no private-address check). Never throws: the outcome says what n8n answered.
 */
export async function postN8nPaymentEvent(opts: {
  config: Pick<TConfig, 'N8N_WEBHOOK_URL' | 'N8N_WEBHOOK_SECRET' | 'N8N_API_KEY'>;
  event: TWebhookEvent & { type: TN8nPaymentType };
  timeoutMs?: number;
}): Promise<TPostOutcome> {
  const { config, event } = opts;
  if (!config.N8N_WEBHOOK_URL) {
    return { ok: false, status: null, error: 'N8N_WEBHOOK_URL is not set.', permanent: true };
  }
  const body = JSON.stringify(event);
  try {
    const res = await postJson({
      url: n8nPaymentUrl(config.N8N_WEBHOOK_URL, event.type),
      body,
      headers: webhookHeaders({ event, body, secret: config.N8N_WEBHOOK_SECRET, apiKey: config.N8N_API_KEY }),
      timeoutMs: opts.timeoutMs,
    });
    const failure = failureForStatus(res.status, res.text, 'n8n');
    if (failure)
      return { ok: false, status: res.status, error: failure.message, permanent: failure.permanent };
    return { ok: true, status: res.status };
  } catch (err) {
    const permanent = err instanceof Error && 'permanent' in err ? Boolean(err.permanent) : false;
    return { ok: false, status: null, error: err instanceof Error ? err.message : String(err), permanent };
  }
}
