import { z } from 'zod';

/** The getting-started steps, in the order the dashboard's card shows them (docs/product-rules.md R148). */
export const ONBOARDING_STEPS = ['own_store', 'competitor', 'alert'] as const;
export type TOnboardingStepName = (typeof ONBOARDING_STEPS)[number];

/** The steps a person may skip: only the own store (a user may watch competitors without one). */
export const SKIPPABLE_STEPS = ['own_store'] as const;
export type TSkippableStep = (typeof SKIPPABLE_STEPS)[number];

export const ZOnboardingStep = z.object({
  step: z.enum(ONBOARDING_STEPS),
  /** Read from the account's rows: an own store, a competitor, an alert rule. */
  done: z.boolean(),
  /** This person skipped it (never for a step that cannot be skipped). */
  skipped: z.boolean(),
  skippable: z.boolean(),
});
export type TOnboardingStep = z.infer<typeof ZOnboardingStep>;

/** GET /api/dashboard/getting-started: the steps, and whether the card still shows (a step neither done nor skipped). */
export const ZOnboarding = z.object({
  steps: z.array(ZOnboardingStep),
  show: z.boolean(),
});
export type TOnboarding = z.infer<typeof ZOnboarding>;

export const ZOnboardingSkip = z.strictObject({
  step: z.enum(SKIPPABLE_STEPS, 'Only the own-store step can be skipped'),
});
export type TOnboardingSkip = z.infer<typeof ZOnboardingSkip>;
