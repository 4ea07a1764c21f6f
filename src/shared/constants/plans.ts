export const PLAN_KEYS = ['free', 'starter', 'pro'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

export const PLAN_LABELS: Record<TPlanKey, string> = { free: 'Free', starter: 'Starter', pro: 'Pro' };

/** A missing or unknown plan counts as free (docs/product-rules.md R2). */
export function planOf(value: string | null | undefined): TPlanKey {
  return (PLAN_KEYS as readonly string[]).includes(value ?? '') ? (value as TPlanKey) : 'free';
}
