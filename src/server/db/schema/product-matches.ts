import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products } from './catalogue';
import { users } from './users';

export const MATCH_STATUSES = ['confirmed', 'suggested', 'rejected'] as const;
export type TMatchStatus = (typeof MATCH_STATUSES)[number];
export const MATCH_SOURCES = ['sku', 'score', 'hand'] as const;
export type TMatchSource = (typeof MATCH_SOURCES)[number];

/**
 * A pair of one of the account's own products and a competitor's product (docs/product-rules.md R126): the same
 * normalised SKU within the same vendor is confirmed automatically; a scored pair is suggested with its reason
 * until someone confirms or rejects it; a rejected pair stays, so it is never proposed again.
 */
export const productMatches = pgTable(
  'product_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ownProductId: bigint('own_product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    competitorProductId: bigint('competitor_product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<TMatchStatus>().notNull(),
    source: varchar('source', { length: 8 }).$type<TMatchSource>().notNull(),
    /** The suggestion's score, 0–1 (null for SKU and hand matches). */
    score: real('score'),
    /** Why: "same SKU", "title 92 % alike, same vendor", "matched by hand". */
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_matches_pair_idx').on(t.accountId, t.ownProductId, t.competitorProductId),
    // The suggestions list pages by (score desc, id) among one account's suggestions.
    index('product_matches_suggested_idx')
      .on(t.accountId, sql`${t.score} DESC`, t.id)
      .where(sql`${t.status} = 'suggested'`),
    index('product_matches_confirmed_idx')
      .on(t.accountId, t.ownProductId)
      .where(sql`${t.status} = 'confirmed'`),
    index('product_matches_competitor_product_idx').on(t.competitorProductId),
  ],
);

export type TProductMatchRow = typeof productMatches.$inferSelect;
