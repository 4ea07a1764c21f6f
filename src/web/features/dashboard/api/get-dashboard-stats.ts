import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardStats } from '@shared/contracts/insights';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

/** Competitor and alert-rule changes invalidate this key; a finished scrape refetches it (CHANGED_BY_SCRAPE). */
export const dashboardStatsQueryKey = ['/api/dashboard/stats'] as const;

/** The four figures of the dashboard, scoped to the signed-in user's active competitors. */
export const getDashboardStats = () => api.get<TDashboardStats>('/api/dashboard/stats');

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats, meta: CHANGED_BY_SCRAPE });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
