import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TNotification } from '@shared/contracts/alerts';
import { apiGetPage } from '@web/lib/paging';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const notificationsQueryKey = ['/api/notifications', { limit: LIST_PAGE_SIZE }] as const;

export const notificationsUrl = (cursor: string | null) =>
  withQuery('/api/notifications', { limit: LIST_PAGE_SIZE, cursor });

/** One page of the feed: 50 items, the cursor of the next when there is more, the total. */
export const getNotifications = (cursor: string | null) =>
  apiGetPage<TNotification>(notificationsUrl(cursor));

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    meta: CHANGED_BY_SCRAPE,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
