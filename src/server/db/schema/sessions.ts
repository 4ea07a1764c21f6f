import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Server-side sessions; the cookie carries only the signed sid. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess')
      .$type<{ userId: string; createdAt: string; ip?: string; userAgent?: string }>()
      .notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);
