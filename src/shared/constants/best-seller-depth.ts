import type { TPlanKey } from './plans';

/** The most best-seller places any plan reads (docs/product-rules.md R139). */
export const BEST_SELLER_DEPTH_MAX = 100;

/**
 * Each plan's best-seller depth as first seeded (migration 0037), used when a plan row is missing
 * (docs/product-rules.md R149); the operator changes the real figures in /admin/plan-config.
 */
export const PLAN_BEST_SELLER_DEPTH: Record<TPlanKey, number> = { free: 20, starter: 50, pro: 100 };

/** "Top 20 read on your plan" (docs/product-rules.md R149). */
export function topReadLabel(depth: number): string {
  return `Top ${depth} read on your plan`;
}
