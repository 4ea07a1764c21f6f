import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOperatorServices } from '@shared/contracts/delivery';
import { api } from '@web/lib/api-client';

export const operatorServicesQueryKey = ['/api/admin/services'] as const;

/** Admin only: email transport, Slack bot and n8n as set by env on the server (never the secrets). */
export const getOperatorServices = () => api.get<TOperatorServices>('/api/admin/services');

export const operatorServicesQueryOptions = () =>
  queryOptions({ queryKey: operatorServicesQueryKey, queryFn: getOperatorServices });

export function useOperatorServices() {
  return useQuery(operatorServicesQueryOptions());
}
