import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TMatchStatusName, TProductMatch } from '@shared/contracts/matching';
import { apiGetPage, withQuery } from '@web/lib/paging';

export const matchesQueryKey = ['/api/matches'] as const;

export const getMatches = (status: TMatchStatusName, cursor: string | null) =>
  apiGetPage<TProductMatch>(withQuery('/api/matches', { status, cursor }));

/** The account's pairs in one state, best first, a page at a time. */
export const matchesQueryOptions = (status: TMatchStatusName) =>
  infiniteQueryOptions({
    queryKey: [...matchesQueryKey, status],
    queryFn: ({ pageParam }) => getMatches(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMatches(status: TMatchStatusName) {
  return useInfiniteQuery(matchesQueryOptions(status));
}
