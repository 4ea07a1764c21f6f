import { boolean, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const systemConfigs = pgTable('system_configs', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 100 }).notNull().unique(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  category: varchar('category', { length: 50 }).notNull().default('general'),
  dataType: varchar('data_type', { length: 20 }).notNull().default('string'),
  isActive: boolean('is_active').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
