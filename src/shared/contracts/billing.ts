import { z } from 'zod';
import { PLAN_KEYS } from '../constants/plans';

/**
 * Plans, subscriptions and payments (docs/product-rules.md R25–R27, R49–R52). Money is integer cents; times the customer
 * documents give in seconds (currentPeriodEnd) stay in seconds, every other time is an ISO string.
 */
export const PAID_PLAN_KEYS = ['starter', 'pro'] as const;
export const ZPaidPlan = z.enum(PAID_PLAN_KEYS);
export type TPaidPlan = z.infer<typeof ZPaidPlan>;

export const BILLING_PROVIDERS = ['simulated', 'stripe'] as const;
export const ZBillingProvider = z.enum(BILLING_PROVIDERS);
export type TBillingProvider = z.infer<typeof ZBillingProvider>;

/** free: never paid (or fallen back to Free); canceled: a paid plan that ended. */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due', 'canceled'] as const;
export const ZSubscriptionStatusValue = z.enum(SUBSCRIPTION_STATUSES);

export const PAYMENT_KINDS = ['initial', 'upgrade', 'renewal', 'grant'] as const;
export const PAYMENT_STATUSES = ['succeeded', 'failed', 'pending', 'refunded'] as const;

/** GET /api/billing/config: which provider is in force, for /checkout, /test-payment and Settings → Plan. */
export const ZBillingConfig = z.object({
  provider: ZBillingProvider,
  /** Stripe's publishable key (public by design) when Stripe is in force. */
  publishableKey: z.string().nullable(),
  /** The Customer Portal ("Manage billing") is offered. */
  customerPortal: z.boolean(),
  currency: z.string(),
});
export type TBillingConfig = z.infer<typeof ZBillingConfig>;

export const ZCard = z.object({ brand: z.string(), last4: z.string() });
export type TCard = z.infer<typeof ZCard>;

/** GET /api/subscription-status. */
export const ZSubscriptionStatus = z.object({
  plan: z.enum(PLAN_KEYS),
  status: ZSubscriptionStatusValue,
  /** Seconds since the epoch; null on Free. */
  currentPeriodEnd: z.number().nullable(),
  currentPeriodStart: z.number().nullable(),
  /** A cancel or downgrade waits for the period end (docs/product-rules.md R26). */
  cancelAtPeriodEnd: z.boolean(),
  /** The plan in force after the period end when a change is scheduled, else null. */
  scheduledPlan: z.enum(PLAN_KEYS).nullable(),
  /** How many active competitors the scheduled change will pause. */
  competitorsToPause: z.number().int(),
  /** past_due: when the card is tried again (seconds), else null. */
  nextPaymentAttemptAt: z.number().nullable(),
  card: ZCard.nullable(),
  provider: ZBillingProvider,
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZPayment = z.object({
  id: z.string(),
  /** RW-000042: the number printed on the receipt. */
  receiptNumber: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  plan: z.enum(PLAN_KEYS),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

const ZCompetitorIds = z.array(z.uuid()).max(200);

/** POST /api/simulate-payment. The amount is the server's to decide; one sent is ignored. */
export const ZSimulatePaymentBody = z
  .object({
    plan: ZPaidPlan,
    amount: z.number().optional(),
    cardNumber: z.string().max(32),
    expiry: z.string().max(8),
    cvc: z.string().max(8),
    reactivateCompetitorIds: ZCompetitorIds.optional(),
  })
  .strict();
export type TSimulatePaymentBody = z.infer<typeof ZSimulatePaymentBody>;

export const ZPaymentResult = z.object({
  success: z.literal(true),
  message: z.string(),
  plan: ZPaidPlan,
  reactivatedCount: z.number().int(),
  payment: ZPayment,
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/** POST /api/create-payment-intent (Stripe in force). */
export const ZCreatePaymentIntentBody = z
  .object({
    plan: ZPaidPlan,
    amount: z.number().optional(),
    reactivateCompetitorIds: ZCompetitorIds.optional(),
  })
  .strict();
export const ZPaymentIntent = z.object({
  /** Null when nothing is to be paid now (an upgrade charged to the card on file at once). */
  clientSecret: z.string().nullable(),
  publishableKey: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  plan: ZPaidPlan,
});
export type TPaymentIntent = z.infer<typeof ZPaymentIntent>;

export const ZInactiveCompetitor = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  productCount: z.number().int(),
  lastScraped: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type TInactiveCompetitor = z.infer<typeof ZInactiveCompetitor>;

export const ZReactivationQuery = z.object({ targetPlan: z.enum(PLAN_KEYS) }).strict();
export const ZReactivationOpportunities = z.object({
  hasOpportunities: z.boolean(),
  inactiveCompetitors: z.array(ZInactiveCompetitor),
  availableSlots: z.number().int(),
});
export type TReactivationOpportunities = z.infer<typeof ZReactivationOpportunities>;

export const ZCancelBody = z.object({ keepCompetitorIds: ZCompetitorIds.optional() }).strict();
export const ZDowngradeBody = z
  .object({ plan: z.literal('starter'), keepCompetitorIds: ZCompetitorIds.optional() })
  .strict();
export type TCancelBody = z.infer<typeof ZCancelBody>;
export type TDowngradeBody = z.infer<typeof ZDowngradeBody>;

/** The competitor list of the 409 keep-chooser answer. */
export const ZKeepChoice = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  productCount: z.number().int(),
});
export const ZRequiresSelection = z.object({
  message: z.string(),
  code: z.string().optional(),
  requiresSelection: z.literal(true),
  competitors: z.array(ZKeepChoice),
  newLimit: z.number().int(),
});
export type TRequiresSelection = z.infer<typeof ZRequiresSelection>;

export const ZPlanChangeResult = z.object({
  success: z.literal(true),
  message: z.string(),
  plan: z.enum(PLAN_KEYS),
  scheduledPlan: z.enum(PLAN_KEYS),
  /** Seconds: the period end, when the change takes effect. */
  effectiveAt: z.number(),
  competitorsToPause: z.number().int(),
  competitorNamesToPause: z.array(z.string()),
});
export type TPlanChangeResult = z.infer<typeof ZPlanChangeResult>;

export const ZPortalSession = z.object({ url: z.string() });

/** Payment automation (/payment-automation), computed from recorded payments (docs/product-rules.md R27). */
export const AUTOMATION_EVENT_TYPES = [
  'payment_success',
  'payment_failed',
  'subscription_cancelled',
  'payment_reminder',
] as const;
export const ZAutomationStatus = z.object({
  n8nConnected: z.boolean(),
  webhookConfigured: z.boolean(),
  apiKeyConfigured: z.boolean(),
  paymentWebhookSecretConfigured: z.boolean(),
  provider: ZBillingProvider,
  currency: z.string(),
  activeSubscriptions: z.number().int(),
  /** Cents a month from the active subscriptions' plans. */
  monthlyRevenue: z.number().int(),
  /** Cents; null with no active subscription. */
  averageRevenuePerUser: z.number().int().nullable(),
  /** Percent of settled payments that succeeded, two decimals; null before any payment. */
  successRate: z.number().nullable(),
  succeededPayments: z.number().int(),
  failedPayments: z.number().int(),
  lastProcessedPayment: z.string().nullable(),
});
export type TAutomationStatus = z.infer<typeof ZAutomationStatus>;

export const ZAutomationEvent = z.object({
  id: z.string(),
  type: z.string(),
  userEmail: z.string().nullable(),
  amount: z.number().int().nullable(),
  plan: z.string().nullable(),
  /** processed, failed (n8n answered an error), skipped (n8n not configured). */
  status: z.string(),
  error: z.string().nullable(),
  timestamp: z.string(),
});
export type TAutomationEvent = z.infer<typeof ZAutomationEvent>;

export const ZTestWebhookBody = z
  .object({ type: z.enum(AUTOMATION_EVENT_TYPES), timestamp: z.string().max(64).optional() })
  .strict();
export const ZTestWebhookResult = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.number().int().nullable(),
});

/** The test clock (TEST_CLOCK=true outside production): moves billing time forward and runs the billing jobs. */
export const ZAdvanceClockBody = z.object({ days: z.number().min(0).max(400) }).strict();
export const ZTestClock = z.object({
  now: z.string(),
  offsetSeconds: z.number(),
  ran: z
    .object({
      renewed: z.number().int(),
      failed: z.number().int(),
      changed: z.number().int(),
      fellToFree: z.number().int(),
      reminded: z.number().int(),
    })
    .nullable(),
  /** The outreach tick run at the new time (emails 2 and 3 that fell due). */
  outreach: z
    .object({
      sent: z.number().int(),
      stopped: z.number().int(),
      deferred: z.number().int(),
      halted: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
