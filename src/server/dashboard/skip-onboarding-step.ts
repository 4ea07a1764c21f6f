import type { TSkippableStep } from '@shared/contracts/onboarding';
import type { TExecutor } from '../db/client';
import { onboardingSkips } from '../db/schema';

/** Remembers that this person skipped a getting-started step, for good (docs/product-rules.md R148); twice is once. */
export async function skipOnboardingStep(opts: {
  db: TExecutor;
  userId: string;
  step: TSkippableStep;
}): Promise<void> {
  await opts.db
    .insert(onboardingSkips)
    .values({ userId: opts.userId, step: opts.step })
    .onConflictDoNothing();
}
