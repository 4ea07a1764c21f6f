import { bigserial, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every write an admin made through the app, one row each (docs/product-rules.md R55). The app only ever inserts
 * here: no route edits or deletes a row. The admin is kept by id and by name, so a row outlives its admin.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id'),
    adminUsername: varchar('admin_username', { length: 50 }).notNull(),
    /** What was done, as `<area>.<verb>`: user.create, plan_config.update, support_ticket.reply, ... */
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 100 }).notNull(),
    /** The record before and after the write (null when it did not exist before, or no longer does). */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt, t.id),
    index('admin_actions_action_created_idx').on(t.action, t.createdAt),
  ],
);

export type TAdminActionRow = typeof adminActions.$inferSelect;
