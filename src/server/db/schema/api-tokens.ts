import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * Personal API tokens for automation clients (docs/product-rules.md R20), sent as `Authorization: Bearer`.
 * Only the SHA-256 of a token is kept; the token itself is shown once, when it is created.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the token acts in, with its person's role there (docs/product-rules.md R24). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The token's first characters, so a user can tell their tokens apart. */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);
export type TApiTokenRow = typeof apiTokens.$inferSelect;
