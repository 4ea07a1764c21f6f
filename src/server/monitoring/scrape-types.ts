/** A store's catalogue as read from its storefront, normalised (prices are decimal strings in major units). */
export type TScrapedVariant = {
  externalId: string;
  title: string;
  sku: string | null;
  position: number;
  price: string | null;
  compareAtPrice: string | null;
  available: boolean;
};

export type TScrapedProduct = {
  externalId: string;
  handle: string;
  title: string;
  description: string | null;
  vendor: string | null;
  productType: string | null;
  tags: string[];
  imageUrl: string | null;
  url: string;
  createdAt: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
  variants: TScrapedVariant[];
  /** How many variants the product's options combine to (the product of their value counts), when it lists them. */
  optionCombinations?: number | null;
};

export type TScrapedShop = {
  name: string;
  currency: string;
  country: string | null;
  myshopifyDomain: string;
};

export type TScrapeOutcome = {
  shop: TScrapedShop;
  products: TScrapedProduct[];
  /** True only when the whole catalogue was read: only then may missing products be marked removed. */
  complete: boolean;
  method: 'http' | 'sitemap';
  /**
   * Set when the products.json listing alone gave the whole catalogue: its pages' digests, in order. With
   * `unchanged`, every page had the bytes of the known listing the read was given, and `products` is EMPTY:
   * nothing was parsed, the stored catalogue is the catalogue (docs/decisions/008).
   */
  listing?: { digests: string[]; unchanged: boolean };
};

/**
 * The stored listing a read compares pages with (docs/decisions/008): its page digests, in order, and the
 * products it holds.
 */
export type TKnownListing = { digests: readonly string[]; products: number };

export type TIngestSummary = {
  productsFound: number;
  newProducts: number;
  historyRows: number;
  priceChanges: number;
  removedProducts: number;
  events: Record<string, number>;
  /** The listing matched the last complete scrape's fingerprint: only the scrape itself was recorded. */
  unchanged: boolean;
};
