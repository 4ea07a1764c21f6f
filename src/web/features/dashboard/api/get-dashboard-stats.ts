import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardStats } from '@shared/contracts/insights';
import { api } from '@web/lib/api-client';

/** The competitors feature invalidates this key when a competitor changes or a scrape finishes. */
export const dashboardStatsQueryKey = ['/api/dashboard/stats'] as const;

/** The four figures of the dashboard, scoped to the signed-in user's active competitors. */
export const getDashboardStats = () => api.get<TDashboardStats>('/api/dashboard/stats');

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
