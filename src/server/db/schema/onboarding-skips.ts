import { pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TSkippableStep } from '@shared/contracts/onboarding';
import { users } from './users';

/**
 * The getting-started steps a person chose to skip (docs/product-rules.md R148): per person, not per account, so a
 * colleague who skipped does not hide the card from another. Done steps are never stored: they are read from the
 * rows they stand for (own store, competitors, alerts).
 */
export const onboardingSkips = pgTable(
  'onboarding_skips',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: varchar('step', { length: 32 }).$type<TSkippableStep>().notNull(),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);
