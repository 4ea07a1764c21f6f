import { z } from 'zod';

const ZServiceState = z.object({ configured: z.boolean(), enabled: z.boolean() });

/**
 * GET /api/config/services and GET /api/alerts/services/config. The customer screens name the workflow
 * service "workflow-automation", the operator screens "n8n": both keys carry the same state.
 */
export const ZServicesConfig = z.object({
  email: ZServiceState.extend({ transport: z.enum(['smtp', 'outbox']) }),
  slack: ZServiceState,
  n8n: ZServiceState,
  'workflow-automation': ZServiceState,
});
export type TServicesConfig = z.infer<typeof ZServicesConfig>;

/** POST /api/alerts/trigger-sample. */
export const SAMPLE_ALERT_TYPES = [
  'price_drop',
  'price_increase',
  'new_product',
  'discount_detected',
] as const;
export const ZTriggerSampleBody = z.strictObject({
  type: z.enum(SAMPLE_ALERT_TYPES, `Type must be one of: ${SAMPLE_ALERT_TYPES.join(', ')}`),
});

/** GET /api/n8n/config: whether the workflow integration is on, and which of its settings are present. */
export const ZN8nConfig = z.object({
  enabled: z.boolean(),
  webhookConfigured: z.boolean(),
  apiKeyConfigured: z.boolean(),
});
export type TN8nConfig = z.infer<typeof ZN8nConfig>;
export const ZTriggerScanBody = z.strictObject({
  competitorId: z.string('Please select a competitor to scan').min(1, 'Please select a competitor to scan'),
});

/** Version of the JSON events sent to workflow webhooks; bumped on any breaking change of their shape. */
export const WEBHOOK_EVENT_VERSION = 1;
export const WEBHOOK_EVENT_TYPES = [
  'price_change',
  'new_product',
  'discount',
  'stock_change',
  'storefront_change',
  // Where my price stands on a confirmed match (docs/webhooks.md, docs/product-rules.md R134).
  'undercut',
  'highest_price',
  'best_seller',
  'scrape_finished',
  'scan_requested',
  'test',
  // Payment automation, to the operator's n8n only (docs/product-rules.md R66).
  'payment_success',
  'payment_failed',
  'subscription_cancelled',
  'fell_to_free',
  'payment_reminder',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** GET /api/admin/services: the operator-level connections as the server has them (never the secrets). */
export const ZOperatorServices = z.object({
  email: z.object({ transport: z.enum(['smtp', 'outbox']), from: z.string() }),
  slackBot: z.object({ configured: z.boolean(), channel: z.string().nullable() }),
  n8n: z.object({
    enabled: z.boolean(),
    apiKeyConfigured: z.boolean(),
    signingSecretConfigured: z.boolean(),
  }),
});
export type TOperatorServices = z.infer<typeof ZOperatorServices>;
