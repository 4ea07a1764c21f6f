import { sql } from 'drizzle-orm';
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
import { products, variants } from './catalogue';
import { stores } from './stores';

export const CHANGE_EVENT_TYPES = [
  'price_increase',
  'price_decrease',
  'discount_started',
  'discount_deepened',
  'discount_ended',
  'out_of_stock',
  'back_in_stock',
  'new_product',
  'product_removed',
  'store_wide_sale',
  // What the store runs on (monitoring/footprint, docs/product-rules.md R128): no product, metadata says what.
  'theme_changed',
  'app_added',
  'app_removed',
  // A product entered the store's best sellers or climbed in them (R144): metadata { rank, previousRank }.
  'best_seller_move',
] as const;
export type TChangeEventType = (typeof CHANGE_EVENT_TYPES)[number];

/** Found and stored once per store scrape; notifications fan out from here (docs/product-rules.md R10). */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'cascade',
    }),
    variantId: bigint('variant_id', { mode: 'number' }).references(() => variants.id, {
      onDelete: 'cascade',
    }),
    auditId: bigint('audit_id', { mode: 'number' }),
    type: varchar('type', { length: 40 }).$type<TChangeEventType>().notNull(),
    variantTitle: text('variant_title'),
    oldPrice: numeric('old_price', { precision: 10, scale: 2 }),
    newPrice: numeric('new_price', { precision: 10, scale: 2 }),
    oldCompareAtPrice: numeric('old_compare_at_price', { precision: 10, scale: 2 }),
    newCompareAtPrice: numeric('new_compare_at_price', { precision: 10, scale: 2 }),
    /** numeric(8,2): 1.00 → 20.00 is +1900 % (docs/product-rules.md R12). */
    percentageChange: numeric('percentage_change', { precision: 8, scale: 2 }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_events_store_detected_idx').on(t.storeId, t.detectedAt),
    index('change_events_store_type_idx').on(t.storeId, t.type, t.detectedAt),
    // Price tracking and the dashboard read each store's newest price moves: a keyset page with no sort.
    index('change_events_store_price_idx')
      .on(t.storeId, t.detectedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.type} IN ('price_increase', 'price_decrease')`),
    // The price-changes list sorted by new price or by change (docs/product-rules.md R125), a store at a time.
    index('change_events_store_new_price_idx')
      .on(t.storeId, t.newPrice, t.id)
      .where(sql`${t.type} IN ('price_increase', 'price_decrease')`),
    // The expression of CHANGE_KEY in insights/list-price-changes.ts: a move up from 0.00 is the biggest rise.
    index('change_events_store_change_idx')
      .on(t.storeId, sql`coalesce(${t.percentageChange}, 1000000)`, t.id)
      .where(sql`${t.type} IN ('price_increase', 'price_decrease')`),
    index('change_events_product_idx').on(t.productId, t.detectedAt),
  ],
);
