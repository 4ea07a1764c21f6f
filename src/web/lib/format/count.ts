const counts = new Intl.NumberFormat('en-US');

/** A whole count with thousands separators: "4,980". */
export function formatCount(n: number): string {
  return counts.format(n);
}
