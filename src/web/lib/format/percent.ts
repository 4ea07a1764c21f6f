/** A change percent with one decimal and its sign: "+12.5%", "-3.0%". */
export function formatChangePercent(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  return `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;
}

/** A discount percent rounded to a whole number: "25%". */
export function formatDiscountPercent(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return `${Number.isFinite(n) ? Math.round(n) : 0}%`;
}
