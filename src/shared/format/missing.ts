/** What every formatter shows for a missing value (null, undefined, blank or not a number). */
export const MISSING = '—';

/** The number a formatter shows, or null when the value is missing. Decimals come as strings (numeric columns). */
export function toFiniteNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** True when a formatter has something to show rather than MISSING. */
export const hasValue = (value: string | number | null | undefined): value is string | number =>
  toFiniteNumber(value) !== null;
