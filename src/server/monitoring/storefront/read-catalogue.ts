import type { TKnownListing, TScrapedProduct, TScrapeOutcome } from '../scrape-types';
import { createCatalogueAccumulator, type TScrapeProgress } from './catalogue-accumulator';
import { readBestSellers, type TBestSellerRead } from '../best-sellers/read-best-sellers';
import { readHomeFootprint } from '../footprint/read-home-footprint';
import type { TFootprint } from '../footprint/read-footprint';
import { probeWithContext, type TProbeResult } from './probe-store';
import { readCollections, readListing, type TListingEnd } from './read-listing';
import { readViaSitemap } from './read-sitemap';
import { isTransientScrapeError, ScrapeError } from './scrape-error';
import { createStorefrontContext, type TStorefrontOptions } from './storefront-context';

export type TReadCatalogueOptions = TStorefrontOptions & {
  /** Called after each page of catalogue data. */
  onProgress?: (progress: TScrapeProgress) => void;
  /** Called with the products each page adds (each product once, as it is read). */
  onProducts?: (products: TScrapedProduct[]) => void;
  /**
   * The page digests of the store's last complete products.json listing (outcome.listing.digests) and the
   * products it holds, when the stored catalogue is that listing's: pages with the same bytes are not parsed
   * (docs/decisions/008).
   */
  knownListing?: TKnownListing;
  /** How many best sellers to read (default BEST_SELLER_DEPTH). */
  bestSellerDepth?: number;
};

export type TReadStats = {
  requests: number;
  retries: number;
  pages: number;
  /** Mean time per request, first byte to end of body. */
  responseTimeMs: number;
  lastStatus: number | null;
};

export type TReadCatalogueResult = {
  outcome: TScrapeOutcome;
  stats: TReadStats;
  probe: TProbeResult;
  /** What the home page shows the store runs on (theme, apps); null when it could not be read this time. */
  footprint: TFootprint | null;
  /** The store's best-selling order, or why it could not be read (read-best-sellers.ts). */
  bestSellers: TBestSellerRead;
  /** Why outcome.complete is false: the error that stopped the read, or null when the cap could not be passed. */
  incomplete?: { error: ScrapeError | null };
};

/**
 * Reads a store's whole catalogue: products.json pages at limit 250; past the 25,000 cap, collections
 * then the product sitemap with /products/{handle}.js; when products.json is disabled, the sitemap
 * route alone. A read that stops early (a page failing for good, the deadline) returns what it has with
 * complete=false, so nothing is marked removed; with nothing read, or when the store is password-protected
 * or not Shopify, it throws ScrapeError.
 */
export async function readCatalogue(options: TReadCatalogueOptions): Promise<TReadCatalogueResult> {
  const ctx = createStorefrontContext(options);
  const probe = await probeWithContext(ctx);
  const acc = createCatalogueAccumulator(ctx, options.onProgress, options.onProducts);
  let method: TScrapeOutcome['method'] = 'http';
  let complete = false;
  let error: ScrapeError | null = null;

  const digests: string[] = [];
  let listingEnd: TListingEnd | 'disabled' = 'disabled';
  try {
    if (probe.productsJsonAvailable) {
      listingEnd = await readListing(ctx, {
        path: '/products.json',
        acc,
        digests,
        known: options.knownListing,
      });
    }
    if (listingEnd === 'complete' || listingEnd === 'unchanged') {
      complete = true;
    } else if (
      listingEnd === 'capped' &&
      (await readCollections(ctx, { acc, expectedCount: probe.publishedProductsCount }))
    ) {
      complete = true;
    } else {
      // products.json disabled, or collections could not reach every product: the sitemap lists them all.
      method = 'sitemap';
      await readViaSitemap(ctx, acc);
      complete = true;
    }
  } catch (err) {
    if (!(err instanceof ScrapeError) || !isTransientScrapeError(err) || acc.products.size === 0) throw err;
    error = err;
  }

  // After the catalogue, paced and counted like it: one more page per read.
  const footprint = await readHomeFootprint(ctx, probe.shop.myshopifyDomain);
  // Then the best-selling order: two to six more pages, in the same context.
  const bestSellers = await readBestSellers(ctx, options.bestSellerDepth);
  const { stats } = ctx;
  return {
    footprint,
    bestSellers,
    outcome: {
      shop: { ...probe.shop, currency: ctx.servedCurrency ?? probe.shop.currency },
      products: [...acc.products.values()],
      complete,
      method,
      // Only a listing that gave the whole catalogue by itself describes it.
      ...(listingEnd === 'complete' || listingEnd === 'unchanged'
        ? { listing: { digests, unchanged: listingEnd === 'unchanged' } }
        : {}),
    },
    stats: {
      requests: stats.requests,
      retries: stats.retries,
      pages: stats.pages,
      responseTimeMs: stats.answered ? Math.round(stats.totalResponseMs / stats.answered) : 0,
      lastStatus: stats.lastStatus,
    },
    probe,
    ...(complete ? {} : { incomplete: { error } }),
  };
}
