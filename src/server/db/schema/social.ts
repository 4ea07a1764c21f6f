import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  TSocialContentType,
  TSocialEngagement,
  TSocialFigure,
  TSocialPlatform,
  TSocialPostStatus,
} from '@shared/contracts/social';

/**
 * One social media post (docs/product-rules.md R42, R43, R106-R113). `figures` keeps every number the text
 * quotes and how it was computed. A post is sent by whoever moves it from scheduled to publishing (a conditional
 * update with a lease); only the holder of `lease_token` may record the outcome.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: varchar('platform', { length: 16 }).$type<TSocialPlatform>().notNull(),
    postType: varchar('post_type', { length: 20 }).$type<TSocialContentType>().notNull(),
    templateKey: varchar('template_key', { length: 60 }),
    content: text('content').notNull(),
    /** Reddit only. */
    title: text('title'),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    targetAudience: text('target_audience'),
    imageUrl: text('image_url'),
    /** Reddit only: where it goes, fixed when drafted. */
    subreddit: varchar('subreddit', { length: 32 }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    status: varchar('status', { length: 12 }).$type<TSocialPostStatus>().notNull().default('scheduled'),
    attempts: integer('attempts').notNull().default(0),
    /** After a 429 or 5xx: not before this moment. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While publishing: the holder's token and until when it holds the post. */
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    errorMessage: text('error_message'),
    externalId: varchar('external_id', { length: 200 }),
    url: text('url'),
    figures: jsonb('figures').$type<TSocialFigure[]>().notNull().default([]),
    engagement: jsonb('engagement').$type<TSocialEngagement>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One post per platform and moment: generating twice never doubles a slot.
    uniqueIndex('social_posts_platform_slot_idx').on(t.platform, t.scheduledFor),
    // The posts list pages by (scheduled_for, id) newest first, with or without a platform or status filter.
    index('social_posts_list_idx').on(t.scheduledFor.desc(), t.id.desc()),
    index('social_posts_platform_list_idx').on(t.platform, t.scheduledFor.desc(), t.id.desc()),
    index('social_posts_status_list_idx').on(t.status, t.scheduledFor.desc(), t.id.desc()),
    // The scheduler reads what is due.
    index('social_posts_due_idx')
      .on(t.scheduledFor)
      .where(sql`${t.status} = 'scheduled'`),
    index('social_posts_publishing_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'publishing'`),
    check(
      'social_posts_status_check',
      sql`${t.status} IN ('scheduled', 'publishing', 'posted', 'failed', 'missed')`,
    ),
  ],
);
export type TSocialPostRow = typeof socialPosts.$inferSelect;

/** The one row of social settings (id 1); absent until first saved, when the seeded defaults apply. */
export const socialSettings = pgTable(
  'social_settings',
  {
    id: smallint('id').primaryKey().default(1),
    autoPostingEnabled: boolean('auto_posting_enabled').notNull().default(false),
    dailyPostLimits: jsonb('daily_post_limits').$type<Record<TSocialPlatform, number>>().notNull(),
    optimalPostingTimes: jsonb('optimal_posting_times').$type<Record<TSocialPlatform, number[]>>().notNull(),
    contentMix: jsonb('content_mix').$type<Record<TSocialContentType, number>>().notNull(),
    subreddit: varchar('subreddit', { length: 32 }),
    lastContentGeneration: timestamp('last_content_generation', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('social_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * A platform that refused its credentials (401/403): its posts wait until the credentials change. The
 * fingerprint is a hash of the credentials then in use (never the credentials), so new ones lift the pause.
 */
export const socialPlatformStates = pgTable('social_platform_states', {
  platform: varchar('platform', { length: 16 }).$type<TSocialPlatform>().primaryKey(),
  needsNewCredentials: boolean('needs_new_credentials').notNull().default(false),
  credentialsFingerprint: varchar('credentials_fingerprint', { length: 64 }),
  credentialsRefusedAt: timestamp('credentials_refused_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
