import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 50 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    password: text('password').notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    profileImageUrl: text('profile_image_url'),
    promotionFlag: varchar('promotion_flag', { length: 1 }).notNull().default('N'),
    promotionExpiryDate: timestamp('promotion_expiry_date', { withTimezone: true }),
    promotionWarningSent: varchar('promotion_warning_sent', { length: 1 }).notNull().default('N'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** SHA-256 of the reset token; the token itself only ever exists in the email. */
    resetToken: text('reset_token'),
    resetTokenExpiry: timestamp('reset_token_expiry', { withTimezone: true }),
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    slackNotifications: boolean('slack_notifications').notNull().default(false),
    alertFrequency: varchar('alert_frequency', { length: 20 }).notNull().default('daily'),
    csvFormat: varchar('csv_format', { length: 20 }).notNull().default('standard'),
    /** Lifecycle emails (welcome aside): off once the user unsubscribes from one. */
    lifecycleEmails: boolean('lifecycle_emails').notNull().default(true),
    /** The last successful sign-in with a password (the admin user detail shows it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The account the person used last: a new session opens in it while they are still a member. */
    lastAccountId: uuid('last_account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_reset_token_idx').on(t.resetToken),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type TUserRow = typeof users.$inferSelect;
