/** Money with the store's currency, en-US (docs/product-rules.md R13). Input is a decimal string. */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '—';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** Sums that must not be added across currencies: "$12.00 · €4.50". */
export function formatMoneyByCurrency(items: { currency: string; amount: string }[]): string {
  return items.length
    ? items.map((i) => formatMoney(i.amount, i.currency)).join(' · ')
    : formatMoney(0, 'USD');
}
