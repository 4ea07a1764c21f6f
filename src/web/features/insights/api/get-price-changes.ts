import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TPriceChange } from '@shared/contracts/insights';
import { apiGetPage } from '@web/lib/api-client';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const priceChangesQueryKey = (competitorId?: string) =>
  ['/api/price-changes', 'pages', competitorId ?? 'all'] as const;

export const getPriceChanges = (opts: { competitorId?: string; cursor?: string | null }) =>
  apiGetPage<TPriceChange>(
    withQuery('/api/price-changes', {
      competitorId: opts.competitorId,
      limit: LIST_PAGE_SIZE,
      cursor: opts.cursor,
    }),
  );

export const priceChangesQueryOptions = (competitorId?: string) =>
  infiniteQueryOptions({
    queryKey: priceChangesQueryKey(competitorId),
    meta: CHANGED_BY_SCRAPE,
    queryFn: ({ pageParam }) => getPriceChanges({ competitorId, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Recent price moves, newest first, of all the user's competitors or one; more pages by cursor. */
export function usePriceChanges(competitorId?: string) {
  return useInfiniteQuery(priceChangesQueryOptions(competitorId));
}
