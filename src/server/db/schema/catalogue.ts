import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** A store's product; prices are derived from its variants (docs/product-rules.md R9). */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Shopify's product id, kept as text: ids are above 2^32 and may pass 2^53. */
    externalId: varchar('external_id', { length: 32 }).notNull(),
    handle: varchar('handle', { length: 255 }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    vendor: varchar('vendor', { length: 255 }),
    productType: varchar('product_type', { length: 255 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    url: text('url').notNull(),
    currentPrice: numeric('current_price', { precision: 10, scale: 2 }),
    compareAtPrice: numeric('compare_at_price', { precision: 10, scale: 2 }),
    available: boolean('available').notNull().default(true),
    shopifyCreatedAt: timestamp('shopify_created_at', { withTimezone: true }),
    shopifyPublishedAt: timestamp('shopify_published_at', { withTimezone: true }),
    shopifyUpdatedAt: timestamp('shopify_updated_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a complete scrape no longer lists the product; cleared when it comes back. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Hash of the product as last scraped (its fields and its variants): a re-scrape stages and compares only
     * products whose hash differs. Null (rows written before it existed) always counts as changed.
     */
    contentHash: varchar('content_hash', { length: 32 }),
    /**
     * A product whose listing is cut (monitoring/variant-cap.ts, docs/product-rules.md R129): how many variants the
     * last read showed and about how many it has (its options' combinations). Both null when it was read in full.
     */
    variantsVisible: integer('variants_visible'),
    variantsEstimated: integer('variants_estimated'),
    /**
     * The product's latest price move (any variant): when, and its percentage. Kept by change detection so the
     * products list sorts by them from an index (docs/product-rules.md R87).
     */
    lastPriceChangeAt: timestamp('last_price_change_at', { withTimezone: true }),
    lastPriceChangePct: numeric('last_price_change_pct', { precision: 8, scale: 2 }),
    /**
     * The title's key for matching and its keys with any one word left out (SQL functions of migration 0034,
     * docs/product-rules.md R138), kept by PostgreSQL on every write of the title or vendor.
     */
    matchKey: text('match_key').generatedAlwaysAs(sql`match_title_key(title, vendor)`),
    matchKeys: text('match_keys')
      .array()
      .generatedAlwaysAs(sql`match_title_keys(title, vendor)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_store_external_idx').on(t.storeId, t.externalId),
    // The products list pages by (title, id) within each store: index-only, no sort.
    index('products_store_title_idx')
      .on(t.storeId, t.title, t.id)
      .where(sql`${t.removedAt} IS NULL`),
    // The products list sorted by price pages by this key within each store (docs/product-rules.md R87).
    index('products_store_price_idx')
      .on(t.storeId, sql`coalesce(${t.currentPrice}, -1)`, t.id)
      .where(sql`${t.removedAt} IS NULL`),
    index('products_store_last_change_idx')
      .on(t.storeId, sql`coalesce(${t.lastPriceChangeAt}, 'epoch'::timestamptz)`, t.id)
      .where(sql`${t.removedAt} IS NULL`),
    index('products_store_change_idx')
      .on(t.storeId, sql`coalesce(${t.lastPriceChangePct}, 0)`, t.id)
      .where(sql`${t.removedAt} IS NULL`),
    // Promotions read what is on sale now per store.
    index('products_on_sale_idx')
      .on(t.storeId)
      .where(sql`${t.removedAt} IS NULL AND ${t.compareAtPrice} > ${t.currentPrice}`),
    // The competitive report matches live products of every store by type, case and spaces aside
    // (outreach/compute-report.ts).
    index('products_live_type_idx')
      .on(sql`lower(trim(${t.productType}))`)
      .where(sql`${t.removedAt} IS NULL`),
    // Matching finds candidate pairs by title keys (matches/suggest-scored-matches.ts): the same words, or one word
    // more (match_keys holds match_key), or one fewer. Written straight into the GIN index (no pending list that
    // every lookup would scan).
    index('products_match_key_idx')
      .on(t.matchKey)
      .where(sql`${t.removedAt} IS NULL`),
    index('products_match_keys_idx')
      .using('gin', t.matchKeys)
      .with({ fastupdate: false })
      .where(sql`${t.removedAt} IS NULL`),
    index('products_store_launch_idx').on(
      t.storeId,
      sql`coalesce(${t.shopifyPublishedAt}, ${t.shopifyCreatedAt}, ${t.firstSeenAt}) DESC`,
    ),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's store, copied for the per-store unique key; no foreign key: the product's cascades it. */
    storeId: uuid('store_id').notNull(),
    externalId: varchar('external_id', { length: 32 }).notNull(),
    title: text('title').notNull(),
    sku: varchar('sku', { length: 255 }),
    position: integer('position').notNull().default(1),
    price: numeric('price', { precision: 10, scale: 2 }),
    compareAtPrice: numeric('compare_at_price', { precision: 10, scale: 2 }),
    available: boolean('available').notNull().default(true),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('variants_store_external_idx').on(t.storeId, t.externalId),
    index('variants_product_idx').on(t.productId),
    // Matching joins SKUs normalised as matches/normalised-sku.ts writes them: case, spaces and dashes aside.
    index('variants_store_sku_norm_idx')
      .on(t.storeId, sql`lower(regexp_replace(${t.sku}, '[[:space:]-]', '', 'g'))`)
      .where(sql`${t.removedAt} IS NULL AND ${t.sku} IS NOT NULL AND ${t.sku} <> ''`),
  ],
);

/** Written on first sighting and on every change of price, compare-at or availability; never otherwise. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** The variant's product, copied for per-product reads; no foreign key: the variant's cascades it. */
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }),
    compareAtPrice: numeric('compare_at_price', { precision: 10, scale: 2 }),
    available: boolean('available').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_history_variant_idx').on(t.variantId, t.createdAt),
    index('price_history_product_idx').on(t.productId, t.createdAt),
  ],
);
