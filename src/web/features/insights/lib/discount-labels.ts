import type { TPromotions } from '@shared/contracts/insights';

export type TDiscountEvent = TPromotions['discountHistory'][number];

export const discountEventLabel: Record<TDiscountEvent['type'], string> = {
  discount_started: 'Discount Started',
  discount_deepened: 'Discount Deepened',
  discount_ended: 'Discount Ended',
  store_wide_sale: 'Store-wide Sale',
};

export const discountEventTone: Record<TDiscountEvent['type'], 'success' | 'warning' | 'secondary'> = {
  discount_started: 'success',
  discount_deepened: 'success',
  discount_ended: 'secondary',
  store_wide_sale: 'warning',
};
