import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TPayment } from '@shared/contracts/billing';
import { apiGetPage } from '@web/lib/paging';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';

export const paymentsQueryKey = ['/api/billing/payments', { limit: LIST_PAGE_SIZE }] as const;

export const paymentsUrl = (cursor: string | null) =>
  withQuery('/api/billing/payments', { limit: LIST_PAGE_SIZE, cursor });

/** The printable receipt of one payment, opened in a new tab. */
export const receiptUrl = (paymentId: string) =>
  `/api/billing/payments/${encodeURIComponent(paymentId)}/receipt`;

/** One page of the user's payments, newest first, with the cursor of the next (docs/product-rules.md R37). */
export const getPayments = (cursor: string | null) => apiGetPage<TPayment>(paymentsUrl(cursor));

export const paymentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: paymentsQueryKey,
    queryFn: ({ pageParam }) => getPayments(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePayments() {
  return useInfiniteQuery(paymentsQueryOptions());
}
