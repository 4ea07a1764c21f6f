import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TProduct, TProductFilters } from '@shared/contracts/competitors';
import { apiGetPage } from '@web/lib/paging';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const trackedProductsQueryKey = (competitorId?: string, filters: TProductFilters = {}) =>
  ['/api/products', 'pages', competitorId ?? 'all', filters] as const;

export const getTrackedProducts = (opts: {
  competitorId?: string;
  filters?: TProductFilters;
  cursor?: string | null;
}) =>
  apiGetPage<TProduct>(
    withQuery(
      opts.competitorId
        ? `/api/competitors/${encodeURIComponent(opts.competitorId)}/products`
        : '/api/products',
      { limit: LIST_PAGE_SIZE, ...opts.filters, cursor: opts.cursor },
    ),
  );

export const trackedProductsQueryOptions = (competitorId?: string, filters: TProductFilters = {}) =>
  infiniteQueryOptions({
    queryKey: trackedProductsQueryKey(competitorId, filters),
    meta: CHANGED_BY_SCRAPE,
    queryFn: ({ pageParam }) => getTrackedProducts({ competitorId, filters, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The products of the user's competitors (or of one), searched, filtered and sorted by the server; by cursor. */
export function useTrackedProducts(competitorId?: string, filters: TProductFilters = {}) {
  return useInfiniteQuery(trackedProductsQueryOptions(competitorId, filters));
}
