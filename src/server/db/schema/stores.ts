import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per Shopify shop, however many users track it (docs/product-rules.md R8).
 * Identified by its permanent myshopify domain from /meta.json.
 */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    myshopifyDomain: varchar('myshopify_domain', { length: 255 }).notNull().unique(),
    /** Where we fetch from: the normalised URL the first subscriber gave (https://host). */
    url: text('url').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    country: varchar('country', { length: 8 }),
    productCount: integer('product_count').notNull().default(0),
    /**
     * How many price rises and drops the store's change_events hold: the price-changes list's true total without
     * counting them. Kept by triggers on change_events (migration 0043), so no writer can forget them.
     */
    priceIncreaseCount: integer('price_increase_count').notNull().default(0),
    priceDecreaseCount: integer('price_decrease_count').notNull().default(0),
    /**
     * Fingerprint of the listing the last complete scrape wrote (docs/decisions/006); null after a partial one. A
     * complete scrape with the same fingerprint would write nothing, so ingest skips comparing it.
     */
    catalogueHash: varchar('catalogue_hash', { length: 32 }),
    /**
     * The lastSuccessAt of the ingest that wrote catalogueHash. The fingerprint is trusted only while the two are
     * equal: an ingest that did not write it (an older version of the app, say) leaves them apart.
     */
    catalogueHashAt: timestamp('catalogue_hash_at', { withTimezone: true }),
    /**
     * The page digests of the products.json listing the last complete scrape wrote, when that listing alone gave
     * the catalogue (docs/decisions/008); null otherwise. A read skips parsing pages with these very bytes.
     */
    listingDigests: text('listing_digests').array(),
    /** The lastSuccessAt of the ingest that wrote listingDigests: trusted only while the two are equal. */
    listingDigestsAt: timestamp('listing_digests_at', { withTimezone: true }),
    lastScrapedAt: timestamp('last_scraped_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** When the scheduler should queue the store next (null: as soon as possible). */
    nextScrapeAt: timestamp('next_scrape_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastErrorType: varchar('last_error_type', { length: 50 }),
    lastErrorMessage: text('last_error_message'),
    /** While a scrape runs: how far it got (null otherwise). */
    scrapeProgress: jsonb('scrape_progress').$type<{
      pagesFetched: number;
      productsFound: number;
      startedAt: string;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_next_scrape_idx').on(t.nextScrapeAt)],
);

export type TStoreRow = typeof stores.$inferSelect;
