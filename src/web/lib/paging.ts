import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorFromResponse } from '@web/lib/api-client';

/** One page of a cursor-paginated list: the items and the cursor of the next page (x-next-cursor), if any. */
export type TPage<T> = { items: T[]; nextCursor: string | null };

/** Page size asked of cursor-paginated lists; §9's "Load More" appears at 50 items. */
export const LIST_PAGE_SIZE = 50;

/** The path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * GET of a list whose next-page cursor travels in the x-next-cursor header, which the shared client does not
 * expose. Failures follow the same rule as every other call (customer.md §8).
 */
export async function getPage<T>(path: string): Promise<TPage<T>> {
  const res = await fetch(path, { method: 'GET', credentials: 'include' });
  if (!res.ok) throw await errorFromResponse(res);
  const items = (await res.json()) as T[];
  return { items, nextCursor: res.headers.get('x-next-cursor') || null };
}

/** The next page of a paged list, for its footer's "Load more". */
export type TNextPage = { hasNextPage: boolean; isFetchingNextPage: boolean; onLoadMore: () => void };

/** What a screen shows of a paged query: every loaded item and the way to the next page. */
export function pagedList<T>(query: UseInfiniteQueryResult<InfiniteData<TPage<T>>>) {
  return {
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    total: null as number | null,
    next: {
      hasNextPage: query.hasNextPage,
      isFetchingNextPage: query.isFetchingNextPage,
      onLoadMore: () => void query.fetchNextPage(),
    } satisfies TNextPage,
  };
}
