import {
  bigint,
  bigserial,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * A scrape's change events while its catalogue is written in short transactions (docs/decisions/011-short-scrape-transactions.md): each
 * chunk's products and the events their change makes commit together here, and the scrape's closing transaction
 * moves every row of the store into change_events and fans them out. A run that died leaves its rows for the next
 * run of the store to publish, so an event is published once, with its notifications. The row type
 * `store_wide_sale_tally` carries a chunk's share of the store-wide sale count in metadata.
 */
export const scrapePendingEvents = pgTable(
  'scrape_pending_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }),
    variantId: bigint('variant_id', { mode: 'number' }),
    type: varchar('type', { length: 40 }).notNull(),
    variantTitle: text('variant_title'),
    oldPrice: numeric('old_price', { precision: 10, scale: 2 }),
    newPrice: numeric('new_price', { precision: 10, scale: 2 }),
    oldCompareAtPrice: numeric('old_compare_at_price', { precision: 10, scale: 2 }),
    newCompareAtPrice: numeric('new_compare_at_price', { precision: 10, scale: 2 }),
    percentageChange: numeric('percentage_change', { precision: 8, scale: 2 }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scrape_pending_events_store_idx').on(t.storeId, t.id)],
);
