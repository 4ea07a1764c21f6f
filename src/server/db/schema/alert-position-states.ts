import { bigint, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alerts } from './alerts';
import { products } from './catalogue';

/**
 * The price-position conditions that hold now, per rule (docs/product-rules.md R134): an `undercut` rule has a row
 * per confirmed pair a competitor undercuts me on by at least its threshold, a `highest_price` rule a row per own
 * product whose price is the highest (competitor_product_id 0: the product against all its matches). A rule fires
 * when a scrape adds its row (the condition became true) and the row goes when the condition clears, so it fires
 * again only after the condition clears and returns.
 */
export const alertPositionStates = pgTable(
  'alert_position_states',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    ownProductId: bigint('own_product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The competitor's product of the pair, or 0 for a `highest_price` row. */
    competitorProductId: bigint('competitor_product_id', { mode: 'number' }).notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.ownProductId, t.competitorProductId] }),
    // Serves the cascade from products.
    index('alert_position_states_product_idx').on(t.ownProductId),
  ],
);
