import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAlertRule } from '@shared/contracts/alerts';
import { api } from '@web/lib/api-client';

export const alertRulesQueryKey = ['/api/alerts'] as const;

/** The signed-in user's own alert rules (without any, the default set applies on the server). */
export const getAlertRules = () => api.get<TAlertRule[]>('/api/alerts');

export const alertRulesQueryOptions = () =>
  queryOptions({ queryKey: alertRulesQueryKey, queryFn: getAlertRules });

export function useAlertRules() {
  return useQuery(alertRulesQueryOptions());
}
