import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Emails kept when no SMTP server is configured, readable by admins. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 50 }).notNull(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    fromAddress: varchar('from_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt), index('email_outbox_to_idx').on(t.toAddress)],
);
