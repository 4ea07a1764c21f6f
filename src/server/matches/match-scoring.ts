/**
 * How a candidate pair is scored (matches/match-products.ts): title similarity (pg_trgm, 0–1) weighs most, then
 * the same vendor, prices close together (same currency only: docs/product-rules.md R126 never compares others),
 * and alike option values. A pair at or above SUGGEST_AT is proposed; below it, nothing.
 */
export const MATCH_WEIGHTS = { title: 0.55, vendor: 0.2, price: 0.15, options: 0.1 } as const;
/** Titles less alike than this are not candidates at all (pg_trgm.similarity_threshold for `%`). */
export const TITLE_THRESHOLD = 0.3;
export const SUGGEST_AT = 0.5;
/** Prices within this share of each other count as "close" in the reason. */
export const CLOSE_PRICE = 0.1;
