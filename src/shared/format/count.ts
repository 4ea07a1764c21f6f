import { MISSING, toFiniteNumber } from './missing';

const counts = new Intl.NumberFormat('en-US');

/** A count with thousands separators: "4,980". */
export function formatCount(value: number | null | undefined): string {
  const n = toFiniteNumber(value);
  return n === null ? MISSING : counts.format(n);
}
