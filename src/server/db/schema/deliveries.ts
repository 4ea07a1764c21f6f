import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { notifications } from './notifications';
import { users } from './users';

/** Where an alert goes: the user's email, Slack, the user's webhook, or the operator's n8n webhook. */
export type TDeliveryChannel = 'email' | 'slack' | 'webhook' | 'n8n';
export type TDeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * One outgoing message on one channel (an instant alert, a digest, a webhook event). Its id is the event id and
 * idempotency key receivers see, so a resend after a crash mid-send is recognisable as the same message.
 * The row is the channel's send queue: attempts, backoff and the last error live here.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person of an email digest; null for the account's channels and operator-level events (n8n). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The account of a Slack post or workflow webhook event (its channels, docs/product-rules.md R133). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 20 }).$type<TDeliveryChannel>().notNull(),
    /** instant, hourly, daily, weekly (alert cadences) or event (one webhook event). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The digest period ("2026-11-22T09" for an hourly digest): one delivery per user, channel and period. */
    periodKey: varchar('period_key', { length: 40 }),
    /** The event body for events that are not built from notifications (scrape finished, manual scan). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    itemCount: integer('item_count').notNull().default(0),
    status: varchar('status', { length: 20 }).$type<TDeliveryStatus>().notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_period_idx').on(t.userId, t.channel, t.periodKey),
    index('deliveries_account_created_idx').on(t.accountId, t.createdAt),
    index('deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('deliveries_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
export type TDeliveryRow = typeof deliveries.$inferSelect;

/**
 * A notification waiting for, or carried by, a delivery on one channel. The key makes a notification go out at
 * most once per channel; rows are written with the notifications (same transaction) for every channel the user
 * had on at that moment, and get their delivery when the user's cadence falls due.
 */
export const deliveryItems = pgTable(
  'delivery_items',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 20 }).$type<TDeliveryChannel>().notNull(),
    /** The person whose notification carries the item (for the account's channels: the first of the event's). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set for the account's channels (Slack, webhook): one item per account, event and channel. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    index('delivery_items_waiting_idx')
      .on(t.userId, t.channel, t.createdAt)
      .where(sql`${t.deliveryId} IS NULL`),
    index('delivery_items_delivery_idx').on(t.deliveryId),
    index('delivery_items_account_waiting_idx')
      .on(t.accountId, t.channel, t.createdAt)
      .where(sql`${t.deliveryId} IS NULL AND ${t.accountId} IS NOT NULL`),
  ],
);
export type TDeliveryItemRow = typeof deliveryItems.$inferSelect;
