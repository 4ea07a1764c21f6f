// Shopify ids are 64-bit integers. Internally they are decimal strings; "huge" mode shifts them above 2^53.

export const PRODUCT_ID_BASE = 7_611_300_000_000;
export const VARIANT_ID_BASE = 43_220_000_000_000;
export const ADDED_VARIANT_ID_BASE = 43_990_000_000_000;
export const IMAGE_ID_BASE = 34_570_000_000_000;
export const COLLECTION_ID_BASE = 290_110_000_000;
/** Added to every emitted id in huge-id mode: 9e15 + 7.6e12 > 2^53 (9.007e15). */
export const HUGE_OFFSET = 9_000_000_000_000_000n;

export type IdLike = string | number | bigint;

/** Accepts an id as emitted in either mode (number, string or bigint) and returns the internal id. */
export function normalizeId(id: IdLike): string {
  const s = String(id).trim();
  if (!/^\d+$/.test(s)) return s;
  const n = BigInt(s);
  return (n >= HUGE_OFFSET ? n - HUGE_OFFSET : n).toString();
}

export function emittedId(id: string, huge: boolean): string {
  return huge ? (BigInt(id) + HUGE_OFFSET).toString() : id;
}

/** Numeric order of two decimal id strings. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
