// Prices are decimal strings in major units; .js answers integers in the subunit (always × 100).

/** Currencies Shopify shows without decimals; their prices are still written "1290.00". */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'HUF', 'TWD']);

export function isZeroDecimal(currency: string): boolean {
  return ZERO_DECIMAL.has(currency.toUpperCase());
}

/** Price string to hundredths; '' and null stay null. */
export function toCents(price: string | null): number | null {
  if (price === null || price === '') return null;
  const n = Number(price);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

export function fromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Accepts 12.5, "12.5" or "12.50" and returns "12.50"; '' and null pass through. */
export function normalizePrice(value: string | number | null): string | null {
  if (value === null || value === '') return value;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`bad price ${String(value)}`);
  return n.toFixed(2);
}

/** Converts a base-currency price for a market currency at `rate`; zero-decimal currencies round to units. */
export function convertPrice(price: string | null, rate: number, currency: string): string | null {
  const cents = toCents(price);
  if (cents === null || rate === 1) return price;
  const converted = (cents / 100) * rate;
  return isZeroDecimal(currency) ? Math.round(converted).toFixed(2) : converted.toFixed(2);
}

const MONEY_FORMATS: Record<string, string> = {
  USD: '${{amount}}',
  CAD: '${{amount}}',
  AUD: '${{amount}}',
  NZD: '${{amount}}',
  EUR: '€{{amount_with_comma_separator}}',
  GBP: '£{{amount}}',
  JPY: '¥{{amount_no_decimals}}',
  CHF: 'CHF {{amount}}',
  SEK: '{{amount_with_comma_separator}} kr',
};

export function moneyFormat(currency: string): string {
  return MONEY_FORMATS[currency.toUpperCase()] ?? `{{amount}} ${currency.toUpperCase()}`;
}
