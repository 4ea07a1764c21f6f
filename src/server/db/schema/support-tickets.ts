import { bigserial, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    priority: varchar('priority', { length: 50 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 50 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when the customer has waited for our answer: the ticket's creation, null once an admin replied
     * (then we wait on the customer). A ticket waiting over 24 hours is overdue (docs/product-rules.md R58).
     */
    awaitingReplySince: timestamp('awaiting_reply_since', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('support_tickets_status_created_idx').on(t.status, t.createdAt)],
);

/** The conversation of a ticket after its first message: replies by email from an admin (R58). */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 20 }).$type<'admin' | 'customer'>().notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 255 }).notNull(),
    message: text('message').notNull(),
    /** The email_tracking row that carried an admin's reply to the customer. */
    emailId: uuid('email_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);
