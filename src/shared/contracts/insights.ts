import { z } from 'zod';
import { ZProductFilters } from './competitors';

/** Money is a decimal string in major units ("19.99"), never a float; currency is the store's ISO code. */
const ZMoney = z.string();

export const ZDashboardStats = z.object({
  totalCompetitors: z.number().int(),
  productsTracked: z.number().int(),
  priceChanges24h: z.number().int(),
  activeAlerts: z.number().int(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** The /price-tracking cards: true totals for the filter in force (docs/product-rules.md R85). */
export const ZPriceChangeSummary = z.object({
  productsTracked: z.number().int(),
  /** Every recorded price move in scope. */
  priceChanges: z.number().int(),
  priceChanges24h: z.number().int(),
  increases: z.number().int(),
  decreases: z.number().int(),
});
export type TPriceChangeSummary = z.infer<typeof ZPriceChangeSummary>;

/** A price move of one variant (docs/product-rules.md R9). */
export const ZPriceChange = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productTitle: z.string(),
  productImage: z.string().nullable(),
  productUrl: z.string(),
  /** Named when the product has more than the single "Default Title" variant. */
  variantTitle: z.string().nullable(),
  competitorId: z.string(),
  competitorName: z.string(),
  oldPrice: ZMoney,
  newPrice: ZMoney,
  changeType: z.enum(['increase', 'decrease']),
  /** Null when the old price was 0.00 (no percentage exists). */
  percentageChange: z.string().nullable(),
  currency: z.string(),
  changedAt: z.string(),
});
export type TPriceChange = z.infer<typeof ZPriceChange>;

export const PRICE_CHANGE_SORTS = ['changedAt', 'price', 'change', 'store'] as const;
export type TPriceChangeSort = (typeof PRICE_CHANGE_SORTS)[number];
export const PRICE_CHANGE_SORT_DEFAULT_DIR: Record<TPriceChangeSort, 'asc' | 'desc'> = {
  changedAt: 'desc',
  price: 'asc',
  change: 'desc',
  store: 'asc',
};

/**
 * The price-changes list's search, sort and filters (docs/product-rules.md R125). Availability and "on sale" pick
 * the moves of products that are so now, the same meaning as on the products list.
 */
export const ZPriceChangeFilters = z.strictObject({
  q: ZProductFilters.shape.q,
  sort: z.enum(PRICE_CHANGE_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  direction: z.enum(['increase', 'decrease']).optional().describe('Only rises or only drops'),
  availability: ZProductFilters.shape.availability,
  onSale: ZProductFilters.shape.onSale,
});
export type TPriceChangeFilters = z.infer<typeof ZPriceChangeFilters>;

export const ZPriceHistoryPoint = z.object({
  price: ZMoney.nullable(),
  compareAtPrice: ZMoney.nullable(),
  available: z.boolean(),
  at: z.string(),
});

export const ZProductDetail = z.object({
  id: z.number().int(),
  competitorId: z.string(),
  competitorName: z.string(),
  competitorDomain: z.string(),
  title: z.string(),
  handle: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  vendor: z.string().nullable(),
  productType: z.string().nullable(),
  currentPrice: ZMoney.nullable(),
  compareAtPrice: ZMoney.nullable(),
  available: z.boolean(),
  currency: z.string(),
  launchedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  /**
   * A product whose public listing is cut (docs/product-rules.md R129): how many variants the last read showed and
   * about how many it has. Both null when it was read in full.
   */
  variantsVisible: z.number().int().nullable(),
  variantsEstimated: z.number().int().nullable(),
  variants: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      sku: z.string().nullable(),
      price: ZMoney.nullable(),
      compareAtPrice: ZMoney.nullable(),
      available: z.boolean(),
      removedAt: z.string().nullable(),
      history: z.array(ZPriceHistoryPoint),
    }),
  ),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

export const ZLaunch = z.object({
  productId: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  url: z.string(),
  competitorId: z.string(),
  competitorName: z.string(),
  currentPrice: ZMoney.nullable(),
  compareAtPrice: ZMoney.nullable(),
  currency: z.string(),
  /** The store's published_at, else created_at, else when we first saw it. */
  launchedAt: z.string(),
});
export const ZLaunches = z.object({
  new7d: z.number().int(),
  new30d: z.number().int(),
  activeCompetitors: z.number().int(),
  /** Last 30 days, newest first. */
  launches: z.array(ZLaunch),
});
export type TLaunches = z.infer<typeof ZLaunches>;

export const ZMoneyByCurrency = z.array(z.object({ currency: z.string(), amount: ZMoney }));

export const ZPromotions = z.object({
  productsOnSale: z.number().int(),
  discountAlerts7d: z.number().int(),
  /**
   * Sum of compare-at minus current over products on sale, grouped by currency (docs/product-rules.md R13).
   */
  totalSavings: ZMoneyByCurrency,
  /** Rounded mean discount percent of products on sale; 0 when none. */
  avgDiscount: z.number().int(),
  onSale: z.array(
    z.object({
      productId: z.number().int(),
      title: z.string(),
      imageUrl: z.string().nullable(),
      url: z.string(),
      competitorName: z.string(),
      currentPrice: ZMoney,
      compareAtPrice: ZMoney,
      discountPercent: z.number().int(),
      saveAmount: ZMoney,
      currency: z.string(),
    }),
  ),
  discountHistory: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int().nullable(),
      title: z.string(),
      /** Named when the product has more than the single "Default Title" variant. */
      variantTitle: z.string().nullable().optional(),
      competitorName: z.string(),
      type: z.enum(['discount_started', 'discount_deepened', 'discount_ended', 'store_wide_sale']),
      oldPrice: ZMoney.nullable(),
      newPrice: ZMoney.nullable(),
      percentageChange: z.string().nullable(),
      discountAmount: ZMoney.nullable(),
      currency: z.string(),
      detectedAt: z.string(),
    }),
  ),
});
export type TPromotions = z.infer<typeof ZPromotions>;
