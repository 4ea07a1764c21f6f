import { sql } from 'drizzle-orm';
import { bigint, boolean, index, numeric, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ALERT_TYPES } from '@shared/contracts/alerts';
import { products } from './catalogue';
import { competitors } from './competitors';
import { accounts } from './accounts';
import { users } from './users';

export type TAlertType = (typeof ALERT_TYPES)[number];

/**
 * An account's alert rule (docs/product-rules.md R11): scoped to all competitors (both ids null), one competitor
 * or one product. An account with no rules at all gets the default rule set at fan-out time.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The person who added it (docs/product-rules.md R24); null before teams or once their login is deleted. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 40 }).$type<TAlertType>().notNull(),
    competitorId: uuid('competitor_id').references(() => competitors.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'cascade',
    }),
    /** Percent, 1 to 100 in steps of 0.1; null means any change. */
    threshold: numeric('threshold', { precision: 5, scale: 2 }),
    isActive: boolean('is_active').notNull().default(true),
    lastTriggered: timestamp('last_triggered', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_account_created_idx').on(t.accountId, t.createdAt),
    // Serve the cascades from competitors and products.
    index('alerts_competitor_idx')
      .on(t.competitorId)
      .where(sql`${t.competitorId} IS NOT NULL`),
    index('alerts_product_idx')
      .on(t.productId)
      .where(sql`${t.productId} IS NOT NULL`),
  ],
);

export type TAlertRow = typeof alerts.$inferSelect;
