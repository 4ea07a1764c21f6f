import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TCompetitorProductHit } from '@shared/contracts/matching';
import { apiGetPage, withQuery } from '@web/lib/paging';

/** Results per page of the competitor-product picker. */
export const COMPETITOR_SEARCH_LIMIT = 8;

export const searchCompetitorProducts = (q: string, cursor: string | null) =>
  apiGetPage<TCompetitorProductHit>(
    withQuery('/api/products/search', { q, limit: COMPETITOR_SEARCH_LIMIT, cursor }),
  );

export const competitorProductSearchOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/products/search', q],
    queryFn: ({ pageParam }) => searchCompetitorProducts(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** My competitors' live products whose title, vendor or SKU contains q, a page at a time (nothing before typing). */
export function useCompetitorProductSearch(q: string) {
  return useInfiniteQuery(competitorProductSearchOptions(q));
}
