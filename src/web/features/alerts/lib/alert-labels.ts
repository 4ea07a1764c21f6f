import type { TAlertRule } from '@shared/contracts/alerts';
import { formatPercent, hasValue } from '@shared/format';

export const alertTypeLabel: Record<TAlertRule['type'], string> = {
  price_change: 'Price Change',
  price_drop: 'Price Drop',
  price_increase: 'Price Increase',
  new_product: 'New Product',
  discount: 'Discount',
  stock_change: 'Stock Change',
  storefront_change: 'Theme & Apps',
  undercut: 'Undercut',
  highest_price: 'My Price Is Highest',
  best_seller_top: 'Entered the Top N',
  best_seller_climb: 'Best-Seller Climb',
};

export const alertTypeDescription: Record<TAlertRule['type'], string> = {
  price_change: 'A price goes up or down by at least the threshold.',
  price_drop: 'A price falls by at least the threshold.',
  price_increase: 'A price rises by at least the threshold.',
  new_product: 'A competitor launches a new product.',
  discount: 'A discount starts or deepens, or a store-wide sale begins.',
  stock_change: 'A product sells out or comes back in stock.',
  storefront_change: 'A competitor switches theme, or adds or removes an app.',
  undercut: "A competitor's price on a matched product falls below mine by at least the threshold.",
  highest_price: 'My price on a matched product is now the highest.',
  best_seller_top:
    "A product enters the top N of a competitor's own best-selling order (its order, not units sold).",
  best_seller_climb:
    "A product climbs at least K places in a competitor's own best-selling order (its order, not units sold).",
};

/** Types whose events carry a percentage, so a threshold means something. */
export const typeTakesThreshold = (type: TAlertRule['type']) =>
  type !== 'new_product' &&
  type !== 'stock_change' &&
  type !== 'storefront_change' &&
  type !== 'highest_price';

/** Types about a whole store (its theme and apps): a rule watches all competitors or one, never one product. */
export const typeWatchesProducts = (type: TAlertRule['type']) => type !== 'storefront_change';

/**
 * The server's fallback when a user has no rules (docs/product-rules.md R11: system config
 * price_alert_threshold, 3 % by default).
 */
export const DEFAULT_PRICE_ALERT_THRESHOLD_PERCENT = 3;

/** How each type's threshold reads in the form: a percent, or whole places for the best-selling order (R144). */
export function thresholdField(type: TAlertRule['type']): {
  label: string;
  hint: string;
  placeholder: string;
  step: number;
} {
  if (type === 'best_seller_top')
    return {
      label: 'Top N',
      hint: 'Optional: 1 to 100 places. Leave empty for the top 10.',
      placeholder: '10',
      step: 1,
    };
  if (type === 'best_seller_climb')
    return {
      label: 'Places (K)',
      hint: 'Optional: 1 to 100 places. Leave empty to hear about any climb.',
      placeholder: '1',
      step: 1,
    };
  return {
    label: 'Threshold (%)',
    hint: 'Optional: 1 to 100, in steps of 0.1. Leave empty to hear about any change.',
    placeholder: 'Any change',
    step: 0.1,
  };
}

/** "5.0% or more", "Top 10", "5 places or more", or "Any change" when the rule has no threshold. */
export function thresholdText(threshold: string | null, type?: TAlertRule['type']): string {
  if (type === 'best_seller_top') return `Top ${hasValue(threshold) ? Number(threshold) : 10}`;
  if (type === 'best_seller_climb')
    return hasValue(threshold) ? `${Number(threshold)} places or more` : 'Any climb';
  return hasValue(threshold) ? `${formatPercent(threshold)} or more` : 'Any change';
}
