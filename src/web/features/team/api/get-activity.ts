import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAccountActivity } from '@shared/contracts/account';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';

export const activityQueryKey = ['/api/account/activity'] as const;

/** Activity items a page. */
export const ACTIVITY_PAGE_SIZE = 20;

/** One page of the account's activity, newest first; `userId` keeps one person's changes. */
export const getActivity = (userId: string | null, cursor: string | null) =>
  apiGetPage<TAccountActivity>(
    withQuery('/api/account/activity', { limit: ACTIVITY_PAGE_SIZE, userId, cursor }),
  );

export const activityQueryOptions = (userId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...activityQueryKey, userId],
    queryFn: ({ pageParam }) => getActivity(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useActivity(userId: string | null) {
  return useInfiniteQuery(activityQueryOptions(userId));
}
