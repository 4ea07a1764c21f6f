import { sql } from 'drizzle-orm';
import {
  ONBOARDING_STEPS,
  SKIPPABLE_STEPS,
  type TOnboarding,
  type TOnboardingStepName,
} from '@shared/contracts/onboarding';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

const skippable = (step: TOnboardingStepName) => (SKIPPABLE_STEPS as readonly string[]).includes(step);

/**
 * The dashboard's getting-started steps (docs/product-rules.md R148), each done when the account has the row it
 * stands for (an own store, a competitor, an alert rule), or skipped by this person; one read. The card shows while
 * a step is neither.
 */
export async function getOnboarding(opts: {
  db: TExecutor;
  accountId: string;
  userId: string;
}): Promise<TOnboarding> {
  const [row] = rowsOf<{ own_store: boolean; competitor: boolean; alert: boolean; skipped: string[] }>(
    await opts.db.execute(sql`
      SELECT
        EXISTS (SELECT 1 FROM own_stores WHERE account_id = ${opts.accountId}) AS own_store,
        EXISTS (SELECT 1 FROM competitors WHERE account_id = ${opts.accountId}) AS competitor,
        EXISTS (SELECT 1 FROM alerts WHERE account_id = ${opts.accountId}) AS alert,
        coalesce((SELECT array_agg(step::text) FROM onboarding_skips WHERE user_id = ${opts.userId}),
          '{}'::text[]) AS skipped`),
  );
  const skipped = new Set(row?.skipped ?? []);
  const steps = ONBOARDING_STEPS.map((step) => ({
    step,
    done: Boolean(row?.[step]),
    skipped: skippable(step) && skipped.has(step),
    skippable: skippable(step),
  }));
  return { steps, show: steps.some((s) => !s.done && !s.skipped) };
}
