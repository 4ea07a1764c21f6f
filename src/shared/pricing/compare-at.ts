/**
 * What a compare-at price means, decided once for every output: the screens, the API answers, the CSV/JSON
 * exports, the alert emails and Slack messages, and the webhook payloads (docs/product-rules.md R86). A compare-at
 * price is a discount only when it is strictly above a known price; equal, below, missing, zero or unreadable is
 * no discount, and then no "was" price is shown anywhere.
 */

const DECIMAL = /^\s*(\d+)(?:\.(\d+))?\s*$/;

/** A non-negative decimal string as an exact integer scaled to `scale` fractional digits, or null. */
function scaled(value: string, scale: number): bigint | null {
  const m = DECIMAL.exec(value);
  if (!m) return null;
  const fraction = (m[2] ?? '').padEnd(scale, '0');
  return BigInt(`${m[1]}${fraction}`);
}

/** Whether the compare-at price marks a discount on the price (compared exactly, as decimals). */
export function isDiscount(price: string | null | undefined, compareAt: string | null | undefined): boolean {
  if (price === null || price === undefined || compareAt === null || compareAt === undefined) return false;
  const scale = Math.max(price.split('.')[1]?.length ?? 0, compareAt.split('.')[1]?.length ?? 0);
  const now = scaled(price, scale);
  const was = scaled(compareAt, scale);
  return now !== null && was !== null && was > now;
}

/** The compare-at price when it is a discount on the price, else null: the only compare-at any output shows. */
export function discountCompareAt(
  price: string | null | undefined,
  compareAt: string | null | undefined,
): string | null {
  return isDiscount(price, compareAt) ? (compareAt ?? null) : null;
}
