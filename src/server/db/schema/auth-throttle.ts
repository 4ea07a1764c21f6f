import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Failed sign-in counters per username and per IP, shared by every web process. */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
