import { MISSING, toFiniteNumber } from './missing';

/** A change percent with one decimal and its sign: "+12.5%", "-3.0%". */
export function formatChangePercent(value: string | number | null | undefined): string {
  const n = toFiniteNumber(value);
  if (n === null) return MISSING;
  return `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;
}

/** A percent with one decimal and no sign, such as an alert threshold: "5.0%". */
export function formatPercent(value: string | number | null | undefined): string {
  const n = toFiniteNumber(value);
  return n === null ? MISSING : `${n.toFixed(1)}%`;
}

/** A discount percent rounded to a whole number: "25%". */
export function formatDiscountPercent(value: string | number | null | undefined): string {
  const n = toFiniteNumber(value);
  return n === null ? MISSING : `${Math.round(n)}%`;
}
