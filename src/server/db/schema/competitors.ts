import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { accounts } from './accounts';
import { users } from './users';

export const COMPETITOR_STATUSES = ['active', 'scraping', 'error', 'inactive'] as const;
export type TCompetitorStatus = (typeof COMPETITOR_STATUSES)[number];

/** One account's subscription to a store, under the account's own name for it (docs/product-rules.md R8). */
export const competitors = pgTable(
  'competitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The person who added it (docs/product-rules.md R24); null before teams or once their login is deleted. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    url: text('url').notNull(),
    domain: varchar('domain', { length: 255 }).notNull(),
    status: varchar('status', { length: 20 }).$type<TCompetitorStatus>().notNull().default('active'),
    lastScraped: timestamp('last_scraped', { withTimezone: true }),
    productCount: integer('product_count').notNull().default(0),
    errorMessage: text('error_message'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competitors_account_store_idx').on(t.accountId, t.storeId),
    // What notifications' foreign key on (competitor_id, account_id) refers to.
    uniqueIndex('competitors_id_account_idx').on(t.id, t.accountId),
    index('competitors_account_created_idx').on(t.accountId, t.createdAt),
    index('competitors_store_active_idx')
      .on(t.storeId)
      .where(sql`${t.deactivatedAt} IS NULL`),
  ],
);

export type TCompetitorRow = typeof competitors.$inferSelect;
