import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminStats } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';

export const adminStatsQueryKey = ['/api/admin/stats'] as const;

export const getAdminStats = () => api.get<TAdminStats>('/api/admin/stats');

/** Polled every 30 s (docs/product-rules.md R63). */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: getAdminStats, refetchInterval: 30_000 });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
