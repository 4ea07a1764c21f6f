import type { Query } from '@tanstack/react-query';

/**
 * The meta of every query built from scraped data (products, price changes, launches, promotions, the feed, the
 * dashboard figures): the feature that owns the query says so, and a finished scrape refetches them all through
 * `isChangedByScrape`, without the competitors feature knowing their keys.
 */
export const CHANGED_BY_SCRAPE = { changedByScrape: true } as const;

export const isChangedByScrape = (query: Query) => query.meta?.changedByScrape === true;
