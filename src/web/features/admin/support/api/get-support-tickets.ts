import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TSupportTicket } from '@shared/contracts/admin-support';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';

export type TTicketView = 'active' | 'closed';

export const supportTicketsQueryKey = ['/api/admin/support/tickets'] as const;

/** The list refetches every 10 s (docs/product-rules.md R58). */
export const TICKETS_REFETCH_MS = 10_000;

export const supportTicketsUrl = (view: TTicketView, cursor: string | null) =>
  withQuery('/api/admin/support/tickets', { view, cursor });

export const getSupportTickets = (view: TTicketView, cursor: string | null) =>
  apiGetPage<TSupportTicket>(supportTicketsUrl(view, cursor));

export const supportTicketsQueryOptions = (view: TTicketView) =>
  infiniteQueryOptions({
    queryKey: [...supportTicketsQueryKey, view],
    queryFn: ({ pageParam }) => getSupportTickets(view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: TICKETS_REFETCH_MS,
  });

export function useSupportTickets(view: TTicketView) {
  return useInfiniteQuery(supportTicketsQueryOptions(view));
}
