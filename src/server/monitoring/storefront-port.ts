import type { TBestSellerRead } from './best-sellers/read-best-sellers';
import type { TFootprint } from './footprint/read-footprint';
import type { TKnownListing, TScrapedProduct, TScrapedShop, TScrapeOutcome } from './scrape-types';

/** What competitor management needs from the storefront client: the platform check of a store URL. */
export type TProbeResult = { isShopify: boolean; shop: TScrapedShop | null };

export type TStorefrontProbe = (normalizedUrl: string) => Promise<TProbeResult>;

export type TScrapeProgress = { pagesFetched: number; productsFound: number };

export type TCatalogueRead = {
  outcome: TScrapeOutcome;
  /** The home page's footprint (theme, apps); null or absent when it was not read. */
  footprint?: TFootprint | null;
  /** The store's best-selling order (or why it could not be read); absent when it was not read. */
  bestSellers?: TBestSellerRead;
  stats: {
    requests: number;
    retries: number;
    pages: number;
    responseTimeMs: number | null;
    lastStatus?: number | null;
  };
};

/** Reads a store's whole catalogue; throws a ScrapeError ({type, message, httpStatus?, retryAfterMs?}) on failure. */
export type TCatalogueReader = (opts: {
  baseUrl: string;
  onProgress?: (p: TScrapeProgress) => void;
  /** Each product as it is read, once (the page writer writes them while the read goes on). */
  onProducts?: (products: TScrapedProduct[]) => void;
  signal?: AbortSignal;
  /** The store's trusted listing (trustedListing): pages with the same bytes are not parsed. */
  knownListing?: TKnownListing;
  /** How many best sellers to read: the largest plan depth among the store's readers (docs/product-rules.md R149). */
  bestSellerDepth?: number;
}) => Promise<TCatalogueRead>;

/** Queues scrapes; implemented on pg-boss. */
export type TScrapeScheduler = {
  requestScrape(storeId: string, opts?: { manual?: boolean }): Promise<void>;
};
