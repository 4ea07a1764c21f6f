import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** One row per scrape run of a store, for the admin scraping audit. */
export const scrapingAudits = pgTable(
  'scraping_audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    trigger: varchar('trigger', { length: 20 }).notNull().default('scheduled'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }),
    status: varchar('status', { length: 20 })
      .$type<'success' | 'failure' | 'partial' | 'running'>()
      .notNull(),
    method: varchar('method', { length: 20 }).$type<'http' | 'sitemap'>().notNull().default('http'),
    duration: integer('duration'),
    responseTime: integer('response_time'),
    productsFound: integer('products_found').notNull().default(0),
    productsProcessed: integer('products_processed').notNull().default(0),
    priceChanges: integer('price_changes').notNull().default(0),
    errorType: varchar('error_type', { length: 50 }),
    errorMessage: text('error_message'),
    httpStatusCode: integer('http_status_code'),
    retryAttempts: integer('retry_attempts').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('scraping_audits_store_start_idx').on(t.storeId, t.startTime),
    index('scraping_audits_start_idx').on(t.startTime),
    // The minute tick looks for runs stuck past the timeout (docs/product-rules.md R61).
    index('scraping_audits_running_idx')
      .on(t.startTime)
      .where(sql`${t.status} = 'running'`),
  ],
);
