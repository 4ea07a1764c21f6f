import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPlanConfig } from '@shared/contracts/admin-plans';
import { api } from '@web/lib/api-client';

export const planConfigsQueryKey = ['/api/admin/plan-configs'] as const;

export const getPlanConfigs = () => api.get<TAdminPlanConfig[]>('/api/admin/plan-configs');

export const planConfigsQueryOptions = () =>
  queryOptions({ queryKey: planConfigsQueryKey, queryFn: getPlanConfigs });

export function usePlanConfigs() {
  return useQuery(planConfigsQueryOptions());
}
