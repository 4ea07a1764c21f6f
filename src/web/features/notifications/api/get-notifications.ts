import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LOAD_MORE_AT } from '@shared/constants/ui';
import type { TNotification } from '@shared/contracts/alerts';
import { errorFromResponse } from '@web/lib/api-client';

/** One page of the feed: 50 items, and the server's cursor for the next when there is more (DECISIONS.md 24). */
export const NOTIFICATIONS_PAGE_SIZE = LOAD_MORE_AT;

export type TNotificationsPage = { items: TNotification[]; nextCursor: string | null };

/** Starts with '/api/notifications' so a finished scrape (competitors' live refresh) refetches the feed. */
export const notificationsQueryKey = ['/api/notifications', { limit: NOTIFICATIONS_PAGE_SIZE }] as const;

export const notificationsUrl = (cursor: string | null) =>
  `/api/notifications?limit=${NOTIFICATIONS_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/** Reads the body and the x-next-cursor header, which the shared client does not expose. */
export async function getNotifications(cursor: string | null): Promise<TNotificationsPage> {
  const res = await fetch(notificationsUrl(cursor), { credentials: 'include' });
  if (!res.ok) throw await errorFromResponse(res);
  const items = (await res.json()) as TNotification[];
  return { items, nextCursor: res.headers.get('x-next-cursor') || null };
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
