import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSupportTicketDetail } from '@shared/contracts/admin-support';
import { api } from '@web/lib/api-client';
import { supportTicketsQueryKey, TICKETS_REFETCH_MS } from './get-support-tickets';

export const supportTicketQueryKey = (id: string) => [...supportTicketsQueryKey, 'detail', id] as const;

export const getSupportTicket = (id: string) =>
  api.get<TSupportTicketDetail>(`/api/admin/support/tickets/${encodeURIComponent(id)}`);

export const supportTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportTicketQueryKey(id),
    queryFn: () => getSupportTicket(id),
    refetchInterval: TICKETS_REFETCH_MS,
  });

export function useSupportTicket(id: string | null) {
  return useQuery({ ...supportTicketQueryOptions(id ?? ''), enabled: id !== null });
}
