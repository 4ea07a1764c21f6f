/** Money and percent as alerts show them: Intl en-US with the shop's currency, one decimal with a sign. */
export function formatMoney(amount: string | number | null, currency: string): string | null {
  if (amount === null || amount === '') return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return null;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${currency} ${value.toFixed(2)}`;
  }
}

/** "-25.8%", "+11.2%"; null stays null. */
export function formatPercent(pct: number | null): string | null {
  if (pct === null || !Number.isFinite(pct)) return null;
  const fixed = Math.abs(pct).toFixed(1);
  return `${pct > 0 ? '+' : pct < 0 ? '-' : ''}${fixed}%`;
}

export const formatCount = (n: number) => new Intl.NumberFormat('en-US').format(n);
