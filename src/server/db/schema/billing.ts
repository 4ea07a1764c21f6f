import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TBillingProvider } from '@shared/contracts/billing';
import type { TPlanKey } from '@shared/constants/plans';
import { accounts } from './accounts';

export type TSubscriptionState = 'active' | 'past_due' | 'canceled';
export type TPaymentKind = 'initial' | 'upgrade' | 'renewal' | 'grant';
export type TPaymentStatus = 'succeeded' | 'failed' | 'pending' | 'refunded';

/**
 * An account's paid plan, one row per account (docs/product-rules.md R49): whoever among its owners pays, the
 * subscription is the account's. The account row's subscription_plan and subscription_status are kept in step
 * with it in the same transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: varchar('plan', { length: 50 }).$type<TPlanKey>().notNull(),
    status: varchar('status', { length: 20 }).$type<TSubscriptionState>().notNull(),
    provider: varchar('provider', { length: 20 }).$type<TBillingProvider>().notNull(),
    /** The day billing periods count from (docs/product-rules.md R26). */
    anchorAt: timestamp('anchor_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The plan in force after the period end (starter on a downgrade, free on a cancel). */
    scheduledPlan: varchar('scheduled_plan', { length: 50 }).$type<TPlanKey>(),
    /** The competitors the user chose to keep when the scheduled change would exceed the new limit. */
    keepCompetitorIds: jsonb('keep_competitor_ids').$type<string[]>(),
    /** A reference to the card on file (never the number): the simulated provider's or Stripe's payment method. */
    paymentMethodRef: varchar('payment_method_ref', { length: 255 }),
    cardBrand: varchar('card_brand', { length: 30 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** Failed renewal attempts in the current past_due spell, and when the next one is due. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    /** The provider object's own time of the state applied last: an older event never overwrites a newer one. */
    providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_account_idx').on(t.accountId),
    uniqueIndex('subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
    index('subscriptions_period_end_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} <> 'canceled'`),
  ],
);

/** Every charge and its outcome, in integer cents (docs/product-rules.md R51). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number on the receipt (RW-000042). */
    receiptSeq: bigserial('receipt_seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    plan: varchar('plan', { length: 50 }).$type<TPlanKey>().notNull(),
    kind: varchar('kind', { length: 20 }).$type<TPaymentKind>().notNull(),
    status: varchar('status', { length: 20 }).$type<TPaymentStatus>().notNull(),
    provider: varchar('provider', { length: 20 }).$type<TBillingProvider | 'admin'>().notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    providerInvoiceId: varchar('provider_invoice_id', { length: 255 }),
    cardBrand: varchar('card_brand', { length: 30 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    failureReason: text('failure_reason'),
    /** The client's Idempotency-Key: a retried or double-clicked payment charges once. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('payments_created_idx').on(t.createdAt, t.id),
    uniqueIndex('payments_idempotency_idx').on(t.accountId, t.idempotencyKey),
    uniqueIndex('payments_provider_payment_idx').on(t.providerPaymentId),
    uniqueIndex('payments_provider_invoice_idx').on(t.providerInvoiceId),
  ],
);

/**
 * Every provider event and every automation event, once, by its id (docs/product-rules.md R54): a webhook
 * delivered twice, or an automation step run twice, finds its row and does nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    /** stripe, simulated, automation (payment_success, payment_failed, ...), reconciliation. */
    source: varchar('source', { length: 30 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    /** The account the event is about (its payer, before migration 0030). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    amount: integer('amount'),
    plan: varchar('plan', { length: 50 }),
    /**
     * processed, ignored, failed, skipped, pending; an automation event is 'pending' until the n8n sender posts
     * it ('processed'), gives up ('failed' with the error) or has nowhere to post it ('skipped'), and 'sending'
     * while a sender holds it (docs/product-rules.md R66).
     */
    status: varchar('status', { length: 20 }).notNull(),
    error: text('error'),
    /** The n8n sender's tries of this event, and when it may try next (or, while 'sending', when its hold ends). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** What the event said, without card data or secrets. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_created_idx').on(t.createdAt, t.id),
    index('payment_events_source_created_idx').on(t.source, t.createdAt),
    index('payment_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
  ],
);

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
export type TPaymentRow = typeof payments.$inferSelect;
