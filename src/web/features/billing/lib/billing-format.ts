import { formatMoney } from '@shared/format';

/** "March 3, 2026" from seconds since the epoch (the subscription's times) or an ISO string (payments). */
export function billingDate(value: number | string): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Integer cents in their currency: "$49.00". */
export function formatCents(cents: number, currency: string): string {
  return formatMoney(cents / 100, currency.toUpperCase());
}

/** "3 competitors", "1 competitor". */
export function competitorCount(n: number): string {
  return `${n} ${n === 1 ? 'competitor' : 'competitors'}`;
}

/** "Visa •••• 4242"; the brand as the provider names it, capitalised. */
export function cardLabel(card: { brand: string | null; last4: string | null } | null): string | null {
  if (!card?.last4) return null;
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}`;
}
