import { z } from 'zod';

/** Lifecycle emails a user can send to their own inbox from /settings/email, by the path of their trigger. */
export const LIFECYCLE_EMAIL_TYPES = [
  'welcome',
  'first_competitor',
  'setup_alerts',
  'activation_nudge',
  'education_day5',
  'upgrade_cta_day7',
  'week_summary',
] as const;
export type TLifecycleEmailType = (typeof LIFECYCLE_EMAIL_TYPES)[number];

/** POST /api/onboarding/{trigger}, the manual sends of /settings/email, and the email each one sends. */
export const ONBOARDING_TRIGGERS = {
  'trigger-alerts-email': 'setup_alerts',
  'trigger-activation-nudge': 'activation_nudge',
  'trigger-education-day5': 'education_day5',
  'trigger-upgrade-day7': 'upgrade_cta_day7',
  'weekly-summary': 'week_summary',
} as const satisfies Record<string, TLifecycleEmailType>;
export type TOnboardingTrigger = keyof typeof ONBOARDING_TRIGGERS;

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** An Email History row (GET /api/email-tracking), newest first. */
export const ZEmailHistoryItem = z.object({
  id: z.string(),
  emailType: z.string(),
  subject: z.string(),
  /** When it was sent; null while it waits to be sent or after it failed. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(EMAIL_STATUSES),
  opened: z.boolean(),
  clicked: z.boolean(),
  attemptCount: z.number().int(),
  failureReason: z.string().nullable(),
});
export type TEmailHistoryItem = z.infer<typeof ZEmailHistoryItem>;

/** Answer of the manual sends and the test alerts: {success, message} (docs/product-rules.md R30). */
export const ZSendResult = z.object({ success: z.boolean(), message: z.string() });
export type TSendResult = z.infer<typeof ZSendResult>;

/** GET /api/admin/outbox: emails kept when no SMTP server is configured (docs/product-rules.md R28). */
export const ZOutboxItem = z.object({
  id: z.string(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;
export const ZOutboxPage = z.object({
  transport: z.enum(['smtp', 'outbox']),
  items: z.array(ZOutboxItem),
  nextCursor: z.string().nullable(),
});
export type TOutboxPage = z.infer<typeof ZOutboxPage>;
/** GET /api/admin/outbox/{id}: one email whole. */
export const ZOutboxEmail = ZOutboxItem.extend({
  fromAddress: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;
