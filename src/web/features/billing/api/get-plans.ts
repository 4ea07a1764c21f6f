import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlan } from '@shared/contracts/plans';
import { api } from '@web/lib/api-client';

export const plansQueryKey = ['/api/plans'] as const;

export const getPlans = () => api.get<TPlan[]>('/api/plans');

export const plansQueryOptions = () => queryOptions({ queryKey: plansQueryKey, queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
