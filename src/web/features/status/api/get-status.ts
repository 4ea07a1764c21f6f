import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStatusPayload } from '@shared/contracts/status';
import { api } from '@web/lib/api-client';

export const statusQueryKey = ['/api/status'] as const;

/** GET /api/status: the measured status payload. */
export const getStatus = () => api.get<TStatusPayload>('/api/status');

/** Read again every 30 s while the page is open (docs/product-rules.md R38). */
export const statusQueryOptions = () =>
  queryOptions({ queryKey: statusQueryKey, queryFn: getStatus, refetchInterval: 30_000, staleTime: 25_000 });

export function useStatus() {
  return useQuery(statusQueryOptions());
}
