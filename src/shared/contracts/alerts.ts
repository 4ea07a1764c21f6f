import { z } from 'zod';

export const ALERT_TYPES = [
  'price_change',
  'price_drop',
  'price_increase',
  'new_product',
  'discount',
  'stock_change',
  'storefront_change',
  // Where my price stands on a confirmed match (docs/product-rules.md R134).
  'undercut',
  'highest_price',
  // The store's own best-selling order (docs/product-rules.md R144): the threshold is N (top N) or K places.
  'best_seller_top',
  'best_seller_climb',
] as const;
export const NOTIFICATION_TYPES = [
  'price_drop',
  'price_increase',
  'new_product',
  'product_added',
  'discount_detected',
  'promo_campaign',
  'availability_change',
  'storefront_change',
  'undercut',
  'highest_price',
  'best_seller',
] as const;

/** Alert types about the best-selling order: their threshold is a whole number of places, 1 to 100 (R144). */
export const RANK_ALERT_TYPES = ['best_seller_top', 'best_seller_climb'] as const;

/** 1 to 100 % in steps of 0.1 (docs/product-rules.md R11). */
export const ZThreshold = z
  .number('Threshold must be a number')
  .min(1, 'Threshold must be between 1 and 100')
  .max(100, 'Threshold must be between 1 and 100')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Threshold must be a multiple of 0.1');

export const ZAlertRule = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  competitorId: z.string().nullable(),
  productId: z.number().int().nullable(),
  /** The title of the product a product-scoped rule watches (docs/product-rules.md R119); null otherwise. */
  productTitle: z.string().nullable(),
  /** Percent as a decimal string ("5.0"); null means "Any change". */
  threshold: z.string().nullable(),
  isActive: z.boolean(),
  lastTriggered: z.string().nullable(),
  /** The username of the member who added it (docs/product-rules.md R24); null when unknown. */
  addedBy: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type TAlertRule = z.infer<typeof ZAlertRule>;

export const ZAlertRuleInput = z.strictObject({
  type: z.enum(ALERT_TYPES, `Type must be one of: ${ALERT_TYPES.join(', ')}`),
  competitorId: z.string().nullable().optional(),
  productId: z.number().int().nullable().optional(),
  threshold: ZThreshold.nullable().optional(),
  isActive: z.boolean().optional(),
});
export const ZAlertRulePatch = ZAlertRuleInput.partial();

/** A feed item: the notification, with the product, store and prices the feed shows beside it. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  alertId: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productTitle: z.string().nullable(),
  productUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  competitorName: z.string(),
  oldPrice: z.string().nullable(),
  newPrice: z.string().nullable(),
  percentageChange: z.string().nullable(),
  discountAmount: z.string().nullable(),
  currency: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
