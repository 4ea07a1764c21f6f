import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TOutboxPage } from '@shared/contracts/email';
import { api } from '@web/lib/api-client';
import { withQuery } from '@web/lib/paging';

export const outboxQueryKey = ['/api/admin/outbox'] as const;

export const outboxUrl = (cursor: string | null, to = '') =>
  withQuery('/api/admin/outbox', { to: to.trim(), cursor });

/**
 * One page of kept emails, newest first, with the cursor of the next page (docs/product-rules.md R28, R37).
 */
export const getOutbox = (cursor: string | null, to = '') => api.get<TOutboxPage>(outboxUrl(cursor, to));

/** Searched by recipient (docs/product-rules.md R62). */
export const outboxQueryOptions = (to = '') =>
  infiniteQueryOptions({
    queryKey: [...outboxQueryKey, { to: to.trim() }],
    queryFn: ({ pageParam }) => getOutbox(pageParam, to),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOutbox(to = '') {
  return useInfiniteQuery({ ...outboxQueryOptions(to), placeholderData: keepPreviousData });
}
