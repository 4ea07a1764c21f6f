import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TProduct } from '@shared/contracts/competitors';
import { apiGetPage } from '@web/lib/api-client';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const trackedProductsQueryKey = (competitorId?: string) =>
  ['/api/products', 'pages', competitorId ?? 'all'] as const;

export const getTrackedProducts = (opts: { competitorId?: string; cursor?: string | null }) =>
  apiGetPage<TProduct>(
    withQuery(
      opts.competitorId
        ? `/api/competitors/${encodeURIComponent(opts.competitorId)}/products`
        : '/api/products',
      { limit: LIST_PAGE_SIZE, cursor: opts.cursor },
    ),
  );

export const trackedProductsQueryOptions = (competitorId?: string) =>
  infiniteQueryOptions({
    queryKey: trackedProductsQueryKey(competitorId),
    meta: CHANGED_BY_SCRAPE,
    queryFn: ({ pageParam }) => getTrackedProducts({ competitorId, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every product of the user's competitors (or of one), by title; more pages by cursor. */
export function useTrackedProducts(competitorId?: string) {
  return useInfiniteQuery(trackedProductsQueryOptions(competitorId));
}
