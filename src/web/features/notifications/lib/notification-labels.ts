import type { TNotification } from '@shared/contracts/alerts';

/** The badge of each kind of activity-feed entry. */
export const notificationTypeLabel: Record<TNotification['type'], string> = {
  price_drop: 'Price Drop',
  price_increase: 'Price Increase',
  new_product: 'New Product',
  product_added: 'Product Added',
  discount_detected: 'Discount',
  promo_campaign: 'Promotion',
  availability_change: 'Stock Change',
  storefront_change: 'Theme & Apps',
  undercut: 'Undercut',
  best_seller: 'Best Seller',
  highest_price: 'Highest Price',
};

export const notificationTypeTone: Record<
  TNotification['type'],
  'default' | 'secondary' | 'success' | 'warning' | 'destructive'
> = {
  price_drop: 'success',
  price_increase: 'destructive',
  new_product: 'default',
  product_added: 'default',
  discount_detected: 'warning',
  promo_campaign: 'warning',
  availability_change: 'secondary',
  storefront_change: 'secondary',
  undercut: 'destructive',
  best_seller: 'default',
  highest_price: 'destructive',
};
