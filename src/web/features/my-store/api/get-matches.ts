import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TMatchStatusName, TProductMatch } from '@shared/contracts/matching';
import { apiGetPage, withQuery } from '@web/lib/paging';

export const matchesQueryKey = ['/api/matches'] as const;

export const getMatches = (status: TMatchStatusName, cursor: string | null, ownProductId?: number) =>
  apiGetPage<TProductMatch>(withQuery('/api/matches', { status, ownProductId, cursor }));

/** The account's pairs in one state (of one product of mine, when given), best first, a page at a time. */
export const matchesQueryOptions = (status: TMatchStatusName, ownProductId?: number) =>
  infiniteQueryOptions({
    queryKey: [...matchesQueryKey, status, ownProductId ?? null],
    queryFn: ({ pageParam }) => getMatches(status, pageParam, ownProductId),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMatches(status: TMatchStatusName, ownProductId?: number) {
  return useInfiniteQuery(matchesQueryOptions(status, ownProductId));
}
