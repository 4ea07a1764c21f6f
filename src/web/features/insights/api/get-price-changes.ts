import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TPriceChange, TPriceChangeFilters } from '@shared/contracts/insights';
import { apiGetPage } from '@web/lib/paging';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const priceChangesQueryKey = (competitorId?: string, filters: TPriceChangeFilters = {}) =>
  ['/api/price-changes', 'pages', competitorId ?? 'all', filters] as const;

export const getPriceChanges = (opts: {
  competitorId?: string;
  filters?: TPriceChangeFilters;
  cursor?: string | null;
}) =>
  apiGetPage<TPriceChange>(
    withQuery('/api/price-changes', {
      competitorId: opts.competitorId,
      limit: LIST_PAGE_SIZE,
      ...opts.filters,
      cursor: opts.cursor,
    }),
  );

export const priceChangesQueryOptions = (competitorId?: string, filters: TPriceChangeFilters = {}) =>
  infiniteQueryOptions({
    queryKey: priceChangesQueryKey(competitorId, filters),
    meta: CHANGED_BY_SCRAPE,
    queryFn: ({ pageParam }) => getPriceChanges({ competitorId, filters, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Price moves of all the user's competitors or one, searched, sorted and filtered by the server; by cursor. */
export function usePriceChanges(competitorId?: string, filters: TPriceChangeFilters = {}) {
  return useInfiniteQuery(priceChangesQueryOptions(competitorId, filters));
}
