import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stores } from './stores';
import { users } from './users';

/**
 * The account's own Shopify store(s), read publicly like a competitor's through the shared `stores` row (a store
 * that is one account's competitor and another's own store is fetched once); it takes no competitor slot
 * (docs/product-rules.md R8, R126). One per account for now (add-own-store.ts); the model
 * allows several.
 */
export const ownStores = pgTable(
  'own_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The person who added it; null once their login is deleted. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    domain: varchar('domain', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('own_stores_account_store_idx').on(t.accountId, t.storeId),
    index('own_stores_store_idx').on(t.storeId),
  ],
);

/**
 * How far an account's matching has read one store's products (matches/match-products.ts): products with a
 * larger id are new to the matching and are matched after the next scrape of either side, incrementally.
 */
export const matchWatermarks = pgTable(
  'match_watermarks',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    lastProductId: bigint('last_product_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('match_watermarks_account_store_idx').on(t.accountId, t.storeId)],
);

export type TOwnStoreRow = typeof ownStores.$inferSelect;
