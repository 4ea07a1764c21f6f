import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { stores } from './stores';

/**
 * A product's place in its store's own best-selling order (monitoring/best-sellers; docs/product-rules.md R141):
 * written on first sighting and on every change only, like prices. rank null: the product left the top; previous_rank
 * null: it entered. The current order is each product's latest row.
 */
export const bestSellerRanks = pgTable(
  'best_seller_ranks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rank: integer('rank'),
    previousRank: integer('previous_rank'),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('best_seller_ranks_store_product_idx').on(t.storeId, t.productId, t.observedAt),
    index('best_seller_ranks_product_idx').on(t.productId, t.observedAt),
    index('best_seller_ranks_store_time_idx').on(t.storeId, t.observedAt),
  ],
);

/** How a store's best-selling order was last read: from the JSON or the HTML, or why it could not be. Changes only. */
export const storeBestSellerReads = pgTable('store_best_seller_reads', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  source: varchar('source', { length: 8 }).$type<'json' | 'html'>(),
  unreadableReason: text('unreadable_reason'),
  /**
   * How many places the last read asked for (the largest plan depth among the store's watchers, R149); a read at
   * another depth is a new baseline for the alerts. Null before the first read that recorded it.
   */
  depth: integer('depth'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
