import { randomUUID } from 'node:crypto';
import type { TConfig } from '../config';
import {
  N8N_PAYMENT_PATHS,
  n8nPaymentEvent,
  postN8nPaymentEvent,
  type TN8nPaymentType,
} from './n8n-payment-event';

/**
 * POST /api/automation/test-webhook: posts a test event of a type to its n8n path now and says what n8n
 * answered (docs/product-rules.md R66). The body is marked `"test": true` and is not recorded as an event.
 */
export async function sendTestWebhook(opts: {
  config: TConfig;
  type: TN8nPaymentType;
  now: Date;
  timeoutMs?: number;
}): Promise<{ success: boolean; message: string; status: number | null }> {
  const path = N8N_PAYMENT_PATHS[opts.type];
  if (!opts.config.N8N_WEBHOOK_URL) {
    return {
      success: false,
      message: `N8N_WEBHOOK_URL is not set: set it to the base URL of your n8n webhooks to send payment events to ${path}.`,
      status: null,
    };
  }
  const event = n8nPaymentEvent({
    id: `test:${randomUUID()}`,
    type: opts.type,
    occurredAt: opts.now,
    customer: null,
    amount: null,
    plan: null,
    data: { test: true },
  });
  const outcome = await postN8nPaymentEvent({
    config: opts.config,
    event: { ...event, type: opts.type },
    timeoutMs: opts.timeoutMs,
  });
  if (outcome.ok) {
    return {
      success: true,
      message: `n8n took the test event at ${path} (HTTP ${outcome.status}).`,
      status: outcome.status,
    };
  }
  return { success: false, message: outcome.error, status: outcome.status };
}
