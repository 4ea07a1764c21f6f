import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  TReportCompetitor,
  TReportStatus,
  TSequenceStatus,
  TSequenceStopReason,
} from '@shared/contracts/outreach';
import { emailTracking } from './email-tracking';
import { leads } from './leads';
import { users } from './users';

/**
 * One outreach sequence per lead (docs/product-rules.md R98): three emails, the next one due at `nextSendAt`. The
 * outreach tick takes due rows with FOR UPDATE SKIP LOCKED, so two workers never hold the same sequence.
 */
export const outreachSequences = pgTable(
  'outreach_sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The admin who started it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<TSequenceStatus>().notNull().default('active'),
    /** The last email sent: 0 before email 1, then 1, 2, 3. */
    currentStep: integer('current_step').notNull().default(0),
    stopReason: varchar('stop_reason', { length: 30 }).$type<TSequenceStopReason>(),
    nextStep: integer('next_step'),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outreach_sequences_lead_key').on(t.leadId),
    index('outreach_sequences_due_idx')
      .on(t.nextSendAt)
      .where(sql`${t.status} = 'active'`),
  ],
);
export type TOutreachSequenceRow = typeof outreachSequences.$inferSelect;

/**
 * Each outreach email of a sequence ("email sent"): unique per (sequence, step), so a step goes once whatever the
 * number of workers. The rendered message and its send queue state live in email_tracking (opens, clicks).
 */
export const outreachEmails = pgTable(
  'outreach_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => outreachSequences.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    emailTrackingId: uuid('email_tracking_id').references(() => emailTracking.id, { onDelete: 'set null' }),
    recipientEmail: varchar('recipient_email', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    /** When the outreach tick decided and queued it (the test clock's time): the daily cap counts these. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outreach_emails_step_key').on(t.sequenceId, t.step),
    // The email tracking table: newest first, keyset-paged on (queued_at, id); per lead too.
    index('outreach_emails_queued_idx').on(t.queuedAt, t.id),
    index('outreach_emails_lead_idx').on(t.leadId, t.queuedAt, t.id),
    index('outreach_emails_recipient_idx').on(t.recipientEmail),
    index('outreach_emails_tracking_idx').on(t.emailTrackingId),
  ],
);
export type TOutreachEmailRow = typeof outreachEmails.$inferSelect;

export type TSuppressionReason = 'unsubscribed' | 'hard_bounce' | 'complaint';

/**
 * Addresses outreach never emails again (docs/product-rules.md R41): added by an unsubscribe, a hard bounce or a
 * complaint; no lead import removes a row.
 */
export const outreachSuppressions = pgTable('outreach_suppressions', {
  /** Lower-cased. */
  email: varchar('email', { length: 255 }).primaryKey(),
  reason: varchar('reason', { length: 30 }).$type<TSuppressionReason>().notNull(),
  leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lead's competitive report (docs/product-rules.md R103): the figures are stored when it is generated, so email
 * 2 and the page the lead opens later quote the same numbers. Its competitors and their sample products are kept
 * with it as one document (always read together, never queried apart).
 */
export const competitiveReports = pgTable(
  'competitive_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The admin who generated it (null when the outreach tick did). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Unguessable: names the public page /reports/{token}. */
    token: varchar('token', { length: 64 }).notNull(),
    storeName: varchar('store_name', { length: 255 }).notNull(),
    category: varchar('category', { length: 255 }),
    website: varchar('website', { length: 2000 }).notNull(),
    status: varchar('status', { length: 30 }).$type<TReportStatus>().notNull().default('generated'),
    basis: varchar('basis', { length: 500 }).notNull(),
    message: varchar('message', { length: 1000 }),
    currency: varchar('currency', { length: 3 }),
    competitorCount: integer('competitor_count').notNull().default(0),
    avgMarketPrice: numeric('avg_market_price', { precision: 10, scale: 2 }),
    priceRangeMin: numeric('price_range_min', { precision: 10, scale: 2 }),
    priceRangeMax: numeric('price_range_max', { precision: 10, scale: 2 }),
    commonProductTypes: jsonb('common_product_types')
      .$type<{ type: string; count: number }[]>()
      .notNull()
      .default([]),
    marketPositioning: varchar('market_positioning', { length: 2000 }),
    opportunities: jsonb('opportunities').$type<string[]>().notNull().default([]),
    recommendations: jsonb('recommendations').$type<string[]>().notNull().default([]),
    competitors: jsonb('competitors').$type<TReportCompetitor[]>().notNull().default([]),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competitive_reports_lead_key').on(t.leadId),
    uniqueIndex('competitive_reports_token_key').on(t.token),
  ],
);
export type TCompetitiveReportRow = typeof competitiveReports.$inferSelect;
