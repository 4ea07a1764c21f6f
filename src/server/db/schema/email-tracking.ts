import { sql } from 'drizzle-orm';
import {
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
import { users } from './users';

export type TEmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * Every email Rivalwatch sends, from the moment it is queued (docs/product-rules.md R28).
 * The row is also the send queue: it keeps the rendered message so a retry sends exactly the same email, and
 * its Message-ID is fixed, so a resend after a crash mid-send is recognised by the receiving server as one email.
 */
export const emailTracking = pgTable(
  'email_tracking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for emails to people without an account (contact confirmations). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    emailType: varchar('email_type', { length: 50 }).notNull(),
    /**
     * What makes a scheduled email once-only (a date, an ISO week, "once"); with user and type it is unique.
     * Null for emails that may repeat (manual sends, password resets).
     */
    occasion: varchar('occasion', { length: 100 }),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Random, unguessable: names the email in its open pixel, click and unsubscribe links. */
    token: varchar('token', { length: 64 }).notNull().unique(),
    status: varchar('status', { length: 20 }).$type<TEmailStatus>().notNull().default('queued'),
    attemptCount: integer('attempt_count').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }).defaultNow(),
    /** Set while a sender holds the row; a sender that dies leaves it to expire and the row is sent again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    failureReason: text('failure_reason'),
    messageId: varchar('message_id', { length: 255 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    opened: boolean('opened').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clicked: boolean('clicked').notNull().default(false),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tracking_occasion_idx').on(t.userId, t.emailType, t.occasion),
    index('email_tracking_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('email_tracking_due_idx')
      .on(t.nextRetryAt)
      .where(sql`${t.status} IN ('queued', 'sending')`),
  ],
);
export type TEmailTrackingRow = typeof emailTracking.$inferSelect;
