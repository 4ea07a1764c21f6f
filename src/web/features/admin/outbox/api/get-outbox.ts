import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TOutboxPage } from '@shared/contracts/email';
import { api } from '@web/lib/api-client';

export const outboxQueryKey = ['/api/admin/outbox'] as const;

export const outboxUrl = (cursor: string | null) =>
  cursor ? `/api/admin/outbox?cursor=${encodeURIComponent(cursor)}` : '/api/admin/outbox';

/**
 * One page of kept emails, newest first, with the cursor of the next page (docs/product-rules.md R28, R37).
 */
export const getOutbox = (cursor: string | null) => api.get<TOutboxPage>(outboxUrl(cursor));

export const outboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: outboxQueryKey,
    queryFn: ({ pageParam }) => getOutbox(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOutbox() {
  return useInfiniteQuery(outboxQueryOptions());
}
