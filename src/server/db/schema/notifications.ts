import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NOTIFICATION_TYPES } from '@shared/contracts/alerts';
import { alerts } from './alerts';
import { changeEvents } from './change-events';
import { competitors } from './competitors';
import { users } from './users';

export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * One change event as it reached one user (at most once: the unique key). Rows carry their rendered text and
 * figures so a delivery job (email, Slack, webhook) can send them without re-reading the catalogue.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The rule that matched; null for the default rule set or once the rule is deleted. */
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    changeEventId: bigint('change_event_id', { mode: 'number' })
      .notNull()
      .references(() => changeEvents.id, { onDelete: 'cascade' }),
    /** The user's subscription the event came through; its name is the feed's competitorName. */
    competitorId: uuid('competitor_id').notNull(),
    /**
     * The account of that subscription, kept on the row so a person's feed in one account is read in order from
     * one index and stops at a page (a person may belong to several accounts). The foreign key is on the pair, so
     * it is always the competitor's own account.
     */
    accountId: uuid('account_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }),
    type: varchar('type', { length: 40 }).$type<TNotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    oldPrice: numeric('old_price', { precision: 10, scale: 2 }),
    newPrice: numeric('new_price', { precision: 10, scale: 2 }),
    percentageChange: numeric('percentage_change', { precision: 8, scale: 2 }),
    discountAmount: numeric('discount_amount', { precision: 10, scale: 2 }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An event reaches a user once per kind: its own change, and what it did to where my price stands
    // (docs/product-rules.md R134). Event first: the key also serves the cascade from change_events.
    uniqueIndex('notifications_event_user_type_idx').on(t.changeEventId, t.userId, t.type),
    foreignKey({
      name: 'notifications_competitor_account_fk',
      columns: [t.competitorId, t.accountId],
      foreignColumns: [competitors.id, competitors.accountId],
    }).onDelete('cascade'),
    // The feed (list-notifications.ts): one person in one account, newest first.
    index('notifications_user_account_created_idx').on(
      t.userId,
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_competitor_idx').on(t.competitorId),
  ],
);

export type TNotificationRow = typeof notifications.$inferSelect;
