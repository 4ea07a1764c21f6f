import { z } from 'zod';
import { ZScrapeProgress } from './competitors';
import { ZPricePositionRow } from './price-position';

/** The account's own Shopify store (docs/product-rules.md R126): read publicly like a competitor's, not a competitor slot. */
export const ZOwnStoreInput = z.strictObject({
  url: z.string().trim().min(1, 'Please enter a URL').max(2048, 'URL must be at most 2048 characters'),
});
export type TOwnStoreInput = z.infer<typeof ZOwnStoreInput>;

export const ZOwnStore = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  domain: z.string(),
  currency: z.string(),
  productCount: z.number().int(),
  /** When the store was last read; null before its first read. */
  lastScraped: z.string().nullable(),
  /** Why the last read failed, when it did. */
  errorMessage: z.string().nullable(),
  /** Set while a read of the store runs. */
  progress: ZScrapeProgress.nullable(),
  createdAt: z.string(),
});
export type TOwnStore = z.infer<typeof ZOwnStore>;

/** GET /api/my-store: the account's own store, or null before one is added. */
export const ZMyStoreAnswer = z.object({ store: ZOwnStore.nullable() });
export type TMyStoreAnswer = z.infer<typeof ZMyStoreAnswer>;

/** GET /api/my-store/products: a search of my store's live products (the hand-match picker). */
export const ZOwnProductSearch = z.strictObject({
  q: z.string().trim().min(1, 'Type part of a title, vendor or SKU').max(200, 'At most 200 characters'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const ZOwnProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  vendor: z.string().nullable(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  price: z.string().nullable(),
  currency: z.string(),
});
export type TOwnProduct = z.infer<typeof ZOwnProduct>;

/** GET /api/my-store/products/:id: one product of my store (docs/product-rules.md R146). */
export const ZOwnProductDetail = ZOwnProduct.extend({
  productType: z.string().nullable(),
  /** The compare-at price only when it marks a discount (shared/pricing/compare-at.ts), else null. */
  compareAtPrice: z.string().nullable(),
  available: z.boolean(),
  storeName: z.string(),
  storeDomain: z.string(),
});
export type TOwnProductDetail = z.infer<typeof ZOwnProductDetail>;

/** The own product's page: the product, and where its price stands against its confirmed matches (null: none). */
export const ZOwnProductPage = z.object({
  product: ZOwnProductDetail,
  position: ZPricePositionRow.nullable(),
});
export type TOwnProductPage = z.infer<typeof ZOwnProductPage>;
