import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TAccountRole } from '@shared/contracts/account';
import { users } from './users';

/**
 * What several people share (docs/product-rules.md R24): competitors, alert rules and the API tokens made for
 * it belong to an account, not to a login. Every user had an account of their own with the user's id when teams
 * arrived (migration 0027), and a new user gets one the same way.
 */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  /**
   * The account's plan and its state (docs/product-rules.md R24, R49): what every member works under. Kept in step
   * with the account's subscription row in the same transaction; it was the founding user's until migration 0030.
   */
  subscriptionStatus: varchar('subscription_status', { length: 50 }).notNull().default('free'),
  subscriptionPlan: varchar('subscription_plan', { length: 50 }).notNull().default('free'),
  /** The account's Stripe customer and subscription, when it pays through Stripe. */
  stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
  /**
   * The account's alert channels (docs/product-rules.md R24, R133), Pro: its Slack incoming-webhook URL and its
   * workflow webhook (n8n, Zapier, ...) with the shared secret of the events' HMAC signature. URLs are checked against
   * private addresses when saved and when used; the secret is never sent back to the browser. They were the first
   * owner's until migration 0035.
   */
  slackWebhookUrl: text('slack_webhook_url'),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's place in an account and the role they act with there. */
export const accountMembers = pgTable(
  'account_members',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).$type<TAccountRole>().notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_members_account_user_idx').on(t.accountId, t.userId),
    index('account_members_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * An owner's invitation of an address to the account with a role (docs/product-rules.md R24): the emailed link
 * carries a token of which only the SHA-256 is kept; it works once, for 7 days, unless revoked.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: varchar('email', { length: 255 }).notNull(),
    role: varchar('role', { length: 20 }).$type<TAccountRole>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invitation per address and account: inviting again resends it.
    uniqueIndex('account_invitations_open_idx')
      .on(t.accountId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

/**
 * Who changed what in an account (docs/product-rules.md R24): competitors, alert rules, channels, plan and members,
 * with the values before and after, written in the transaction of the change.
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null for the system (a plan change at the period end) or once the person's login is deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** competitor.add, alert.update, member.remove, ... */
    action: varchar('action', { length: 50 }).notNull(),
    subjectType: varchar('subject_type', { length: 30 }).notNull(),
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_activity_account_at_idx').on(t.accountId, t.at.desc(), t.id.desc()),
    index('account_activity_actor_at_idx').on(t.accountId, t.actorId, t.at.desc(), t.id.desc()),
  ],
);

export type TAccountRow = typeof accounts.$inferSelect;
export type TAccountInvitationRow = typeof accountInvitations.$inferSelect;
export type TAccountMemberRow = typeof accountMembers.$inferSelect;
