import type { TScrapedProduct } from '../scrape-types';
import type { TStorefrontContext } from './storefront-context';

export type TScrapeProgress = { pagesFetched: number; productsFound: number };

/** The products read so far, deduplicated by id across every route, with progress reporting. */
export type TCatalogueAccumulator = {
  readonly products: Map<string, TScrapedProduct>;
  /** Adds the products not seen yet; returns how many were new. */
  add: (products: Iterable<TScrapedProduct | null>) => number;
  /** Counts one page of catalogue data and reports progress, with `unparsed` products read but not parsed (yet). */
  pageDone: (unparsed?: number) => void;
};

export function createCatalogueAccumulator(
  ctx: TStorefrontContext,
  onProgress?: (progress: TScrapeProgress) => void,
  /** The products each call of `add` added, when it added any. */
  onProducts?: (products: TScrapedProduct[]) => void,
): TCatalogueAccumulator {
  const products = new Map<string, TScrapedProduct>();
  return {
    products,
    add(list) {
      const added: TScrapedProduct[] = [];
      for (const product of list) {
        if (!product || products.has(product.externalId)) continue;
        products.set(product.externalId, product);
        added.push(product);
      }
      if (added.length > 0) onProducts?.(added);
      return added.length;
    },
    pageDone(unparsed = 0) {
      ctx.stats.pages++;
      onProgress?.({ pagesFetched: ctx.stats.pages, productsFound: products.size + unparsed });
    },
  };
}
