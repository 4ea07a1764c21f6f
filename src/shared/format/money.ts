import { MISSING, toFiniteNumber } from './missing';

/** Money in the store's currency, en-US. Input is a decimal string (numeric columns) or a number. */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  const value = toFiniteNumber(amount);
  if (value === null) return MISSING;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    // A currency code Intl refuses: the figure and the code as the store sent it.
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** Sums that must not be added across currencies: "$12.00 · €4.50". */
export function formatMoneyByCurrency(items: { currency: string; amount: string }[]): string {
  return items.length
    ? items.map((i) => formatMoney(i.amount, i.currency)).join(' · ')
    : formatMoney(0, 'USD');
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A plan's price from integer cents (USD): "$19", and "$19.50" when there are cents. */
export function formatPlanPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : formatMoney(dollars, 'USD');
}
