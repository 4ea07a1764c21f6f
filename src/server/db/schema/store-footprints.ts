import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  bigserial,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

export type TFootprintKind = 'theme' | 'app' | 'unknown';

/**
 * What a store's home page showed it runs on (monitoring/footprint): its theme, the known apps and pixels, and the
 * third-party script hosts no known app claims. One row per thing per time it appeared: present while removed_at
 * is null (last seen: the store's last successful read), gone since removed_at. A theme's key is its id, name and
 * version, so a switch or an update closes one row and opens another. A read that finds the same set writes nothing.
 */
export const storeFootprints = pgTable(
  'store_footprints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<TFootprintKind>().notNull(),
    /** Theme: "id:name:version"; app: its name; unknown: its host (or "extension:handle"). */
    key: varchar('key', { length: 300 }).notNull(),
    /** What a person reads: the theme's or app's name, or the host. */
    name: varchar('name', { length: 300 }).notNull(),
    /** The app's category (known-apps.ts); null for a theme or an unknown host. */
    category: varchar('category', { length: 40 }),
    /** A theme's id, Theme Store id, schema name and version. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The snippet of the page it was read from (at most 300 characters). */
    evidence: text('evidence').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // At most one present row per thing; the history keeps the closed ones.
    uniqueIndex('store_footprints_present_idx')
      .on(t.storeId, t.kind, t.key)
      .where(sql`${t.removedAt} IS NULL`),
    index('store_footprints_store_idx').on(t.storeId, t.firstSeenAt),
  ],
);
