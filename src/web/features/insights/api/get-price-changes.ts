import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TPriceChange } from '@shared/contracts/insights';
import { apiGetPage } from '@web/lib/api-client';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const priceChangesQueryKey = (competitorId?: string, q?: string) =>
  ['/api/price-changes', 'pages', competitorId ?? 'all', q ?? ''] as const;

export const getPriceChanges = (opts: { competitorId?: string; q?: string; cursor?: string | null }) =>
  apiGetPage<TPriceChange>(
    withQuery('/api/price-changes', {
      competitorId: opts.competitorId,
      limit: LIST_PAGE_SIZE,
      q: opts.q,
      cursor: opts.cursor,
    }),
  );

export const priceChangesQueryOptions = (competitorId?: string, q?: string) =>
  infiniteQueryOptions({
    queryKey: priceChangesQueryKey(competitorId, q),
    meta: CHANGED_BY_SCRAPE,
    queryFn: ({ pageParam }) => getPriceChanges({ competitorId, q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Recent price moves, newest first, of all the user's competitors or one, searched; more pages by cursor. */
export function usePriceChanges(competitorId?: string, q?: string) {
  return useInfiniteQuery(priceChangesQueryOptions(competitorId, q));
}
