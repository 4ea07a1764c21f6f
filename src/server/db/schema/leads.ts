import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './users';

export type TLeadStatus = 'new' | 'contacted' | 'responded' | 'qualified' | 'customer';
export type TLeadSource = 'csv' | 'monitored_store' | 'directory';

/**
 * A store owner Rivalwatch may offer itself to: one row per store domain, whatever the sources that found it
 * (docs/product-rules.md, the leads rules). A second source merges into the row; `fieldSources` keeps, per field,
 * which source gave its value.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The normalised store host (lower case, no scheme, no www., no path): the lead's identity. */
    domain: varchar('domain', { length: 255 }).notNull(),
    storeName: varchar('store_name', { length: 255 }).notNull(),
    website: text('website').notNull(),
    /** Lower-cased and trimmed; null until a source gives one (no address is ever invented). */
    email: varchar('email', { length: 255 }),
    linkedinUrl: text('linkedin_url'),
    category: varchar('category', { length: 255 }),
    /** ISO 3166-1 alpha-2, upper case. */
    country: varchar('country', { length: 2 }),
    currency: varchar('currency', { length: 3 }),
    /** Yearly revenue in whole USD as the source estimated it. */
    estimatedRevenue: integer('estimated_revenue'),
    employees: integer('employees'),
    description: text('description'),
    shopifyPlan: varchar('shopify_plan', { length: 100 }),
    founded: integer('founded'),
    /** Products in the store's public catalogue, when known. */
    productCount: integer('product_count'),
    /** The store's main product types, most common first. */
    productTypes: jsonb('product_types').$type<string[]>().notNull().default([]),
    /** The source that created the lead. */
    source: varchar('source', { length: 50 }).$type<TLeadSource>().notNull(),
    /** Every source that has given the lead something, in the order they came. */
    sources: jsonb('sources').$type<TLeadSource[]>().notNull().default([]),
    /** Per field name, the source its current value came from. */
    fieldSources: jsonb('field_sources').$type<Record<string, TLeadSource>>().notNull().default({}),
    /** The monitored store the lead was drawn from, if any. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<TLeadStatus>().notNull().default('new'),
    notes: text('notes'),
    lastContactedAt: timestamp('last_contacted_at', { withTimezone: true }),
    email1SentAt: timestamp('email1_sent_at', { withTimezone: true }),
    email2SentAt: timestamp('email2_sent_at', { withTimezone: true }),
    email3SentAt: timestamp('email3_sent_at', { withTimezone: true }),
    lastEmailType: varchar('last_email_type', { length: 50 }),
    emailSequenceComplete: boolean('email_sequence_complete').notNull().default(false),
    unsubscribed: boolean('unsubscribed').notNull().default(false),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    convertedToUserId: uuid('converted_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_domain_key').on(t.domain),
    index('leads_email_idx')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    // The /leads list: newest first, optionally by status or source, keyset-paged on (created_at, id).
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_status_created_idx').on(t.status, t.createdAt, t.id),
    index('leads_source_created_idx').on(t.source, t.createdAt, t.id),
    index('leads_store_idx').on(t.storeId),
    // The /leads list's other sorts: by store name, and by last contact (never contacted last).
    index('leads_store_name_idx').on(sql`lower(${t.storeName})`, t.id),
    index('leads_last_contacted_idx').on(sql`coalesce(${t.lastContactedAt}, 'epoch'::timestamptz)`, t.id),
    // The /leads search, ILIKE '%q%' over these three (list-leads.ts): trigram indexes (pg_trgm) find a word of
    // three letters or more without reading every lead.
    index('leads_store_name_trgm_idx').using('gin', t.storeName.op('gin_trgm_ops')),
    index('leads_domain_trgm_idx').using('gin', t.domain.op('gin_trgm_ops')),
    index('leads_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
