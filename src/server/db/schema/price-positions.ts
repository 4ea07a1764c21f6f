import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products } from './catalogue';

/** competitor_id of a row that stands against every competitor of the account (not a competitor's id). */
export const ALL_COMPETITORS = '00000000-0000-0000-0000-000000000000';

/**
 * Where each of the account's matched own products stands (docs/product-rules.md R126, R145): one row against all
 * its active competitors (competitor_id ALL_COMPETITORS) and one per competitor it has a confirmed pair with, so
 * the /price-position list, its filters, totals and cards read an index instead of aggregating every pair. Kept
 * current by refreshPricePositions in the transactions that change its inputs (R145); only compared prices (the
 * same currency as mine) count.
 */
export const pricePositions = pgTable(
  'price_positions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    competitorId: uuid('competitor_id').notNull(),
    ownProductId: bigint('own_product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minComp: numeric('min_comp', { precision: 10, scale: 2 }),
    maxComp: numeric('max_comp', { precision: 10, scale: 2 }),
    nCompared: integer('n_compared').notNull(),
    nCheaper: integer('n_cheaper').notNull(),
    position: varchar('position', { length: 16 }).notNull(),
    /** Percent above (+) or below (−) the cheapest compared price; null when nothing is compared. */
    gap: numeric('gap'),
    /** The list's order: the gap, rows without one last. */
    sortGap: numeric('sort_gap').notNull(),
    /** When the latest compared competitor price that fell and now lies below mine fell ("undercut", read-time). */
    undercutAt: timestamp('undercut_at', { withTimezone: true }),
    /** lower(trim()) of my product's vendor and type, for the filters. */
    vendorKey: text('vendor_key'),
    typeKey: text('type_key'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.competitorId, t.ownProductId] }),
    index('price_positions_gap_idx').on(t.accountId, t.competitorId, sql`${t.sortGap} DESC`, t.ownProductId),
    index('price_positions_position_idx').on(
      t.accountId,
      t.competitorId,
      t.position,
      sql`${t.sortGap} DESC`,
      t.ownProductId,
    ),
    // Serves the cascade from products and a scrape's look-up of the rows its products feed.
    index('price_positions_product_idx').on(t.ownProductId),
  ],
);
