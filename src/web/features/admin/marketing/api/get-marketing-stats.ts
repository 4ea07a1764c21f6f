import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMarketingStats } from '@shared/contracts/outreach';
import { api } from '@web/lib/api-client';

export const marketingStatsQueryKey = ['/api/admin/marketing/stats'] as const;

export const getMarketingStats = () => api.get<TMarketingStats>('/api/admin/marketing/stats');

/** The growth funnel, computed by the server from stored rows. */
export const marketingStatsQueryOptions = () =>
  queryOptions({ queryKey: marketingStatsQueryKey, queryFn: getMarketingStats });

export function useMarketingStats() {
  return useQuery(marketingStatsQueryOptions());
}
