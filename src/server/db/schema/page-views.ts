import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Page views counted first-party (docs/product-rules.md R33): one count per UTC day and page path, nothing about
 * who viewed it (no user, no address, no cookie). Paths are normalised before they get here (ids and tokens
 * become `:id`) and a day holds a bounded number of paths.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: varchar('path', { length: 120 }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
