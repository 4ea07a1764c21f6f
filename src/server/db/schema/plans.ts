import { boolean, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const planConfigs = pgTable('plan_configs', {
  id: serial('id').primaryKey(),
  /** Stable key stored on users.subscription_plan: free, starter, pro. */
  key: varchar('key', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  /** Monthly price in cents. */
  price: integer('price').notNull(),
  maxCompetitors: integer('max_competitors').notNull().default(1),
  /** The people an account on this plan may have, owners included (docs/product-rules.md R24). */
  maxMembers: integer('max_members').notNull().default(1),
  scrapingIntervalMinutes: integer('scraping_interval_minutes').notNull().default(1440),
  /**
   * How many of a store's best sellers are read and shown on this plan (docs/product-rules.md R149): a store is read
   * to the largest depth among the plans of the accounts watching it.
   */
  bestSellerDepth: integer('best_seller_depth').notNull().default(100),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  stripePriceId: varchar('stripe_price_id', { length: 255 }),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TPlanConfigRow = typeof planConfigs.$inferSelect;
