import { z } from 'zod';

export const COMPETITOR_STATUSES = ['active', 'scraping', 'error', 'inactive'] as const;

/** Add and Replace dialogs (checked before the call, docs/product-rules.md R19) and the server's body. */
export const ZCompetitorInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Please fill in both name and URL')
    .max(255, 'Name must be at most 255 characters'),
  url: z
    .string()
    .trim()
    .min(1, 'Please fill in both name and URL')
    .max(2048, 'URL must be at most 2048 characters'),
});
export type TCompetitorInput = z.infer<typeof ZCompetitorInput>;

export const ZValidateUrlInput = z.strictObject({
  url: z.string().trim().min(1, 'Please enter a URL').max(2048, 'URL must be at most 2048 characters'),
  name: z.string().trim().max(255).optional(),
});

/** The URL demo's validation result (docs/product-rules.md R18). */
export const ZValidationResult = z.object({
  isValid: z.boolean(),
  normalizedUrl: z.string().nullable(),
  storeName: z.string().nullable(),
  isShopify: z.boolean(),
  error: z.string().nullable(),
});
export type TValidationResult = z.infer<typeof ZValidationResult>;

export const ZScrapeProgress = z.object({
  pagesFetched: z.number().int(),
  productsFound: z.number().int(),
  startedAt: z.string(),
});

export const ZCompetitor = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  domain: z.string(),
  status: z.enum(COMPETITOR_STATUSES),
  lastScraped: z.string().nullable(),
  productCount: z.number().int(),
  errorMessage: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  currency: z.string(),
  /** Set while a scrape of the store runs: what has been read so far. */
  progress: ZScrapeProgress.nullable(),
  /** When the store will be tried again after a failure. */
  nextTryAt: z.string().nullable(),
  /** The username of the member who added it (docs/product-rules.md R24); null when unknown. */
  addedBy: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompetitor = z.infer<typeof ZCompetitor>;

export const ZCreatedCompetitor = ZCompetitor.extend({
  validation: z.object({ isShopify: z.boolean(), name: z.string() }),
});

/** Failure body of add/replace: the standard {message} plus the upgrade fields at the plan limit. */
export const ZCompetitorFailure = z.object({
  message: z.string(),
  error: z.string().optional(),
  code: z.string().optional(),
  details: z.unknown().optional(),
  upgradeMessage: z.string().optional(),
  plan: z.string().optional(),
});

export const ZProduct = z.object({
  id: z.number().int(),
  competitorId: z.string(),
  externalId: z.string(),
  title: z.string(),
  handle: z.string(),
  vendor: z.string().nullable(),
  productType: z.string().nullable(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  url: z.string(),
  currentPrice: z.string().nullable(),
  compareAtPrice: z.string().nullable(),
  available: z.boolean(),
  currency: z.string(),
  shopifyCreatedAt: z.string().nullable(),
  shopifyUpdatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  competitorName: z.string(),
  competitorDomain: z.string(),
  /** The product's latest price move (any variant): when, and its percentage; null when its price never moved. */
  lastPriceChangeAt: z.string().nullable(),
  lastPriceChangePct: z.string().nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** How the products list sorts (docs/product-rules.md R87); each has its own default direction. */
export const PRODUCT_SORTS = ['title', 'price', 'change', 'lastChange', 'store'] as const;
export type TProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_DEFAULT_DIR: Record<TProductSort, 'asc' | 'desc'> = {
  title: 'asc',
  price: 'asc',
  change: 'desc',
  lastChange: 'desc',
  store: 'asc',
};

/** The products list's search, sort and filters, as the URL of the screen and of the API carry them. */
export const ZProductFilters = z.strictObject({
  q: z.string().trim().max(200).optional().describe('Search in title, vendor and SKU'),
  sort: z.enum(PRODUCT_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  availability: z.enum(['in_stock', 'out_of_stock']).optional(),
  onSale: z.enum(['true', 'false']).optional().describe('true: only products whose compare-at is a discount'),
});
export type TProductFilters = z.infer<typeof ZProductFilters>;
