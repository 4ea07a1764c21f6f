import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCharts } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';

export const adminChartsQueryKey = ['/api/admin/charts'] as const;

export const getAdminCharts = () => api.get<TAdminCharts>('/api/admin/charts');

export const adminChartsQueryOptions = () =>
  queryOptions({ queryKey: adminChartsQueryKey, queryFn: getAdminCharts, refetchInterval: 30_000 });

export function useAdminCharts() {
  return useQuery(adminChartsQueryOptions());
}
