import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSystemConfig } from '@shared/contracts/system-config';
import { api } from '@web/lib/api-client';

export const systemConfigsQueryKey = ['/api/admin/system-configs'] as const;

export const getSystemConfigs = async () =>
  (await api.get<{ success: true; configs: TSystemConfig[] }>('/api/admin/system-configs')).configs;

export const systemConfigsQueryOptions = () =>
  queryOptions({ queryKey: systemConfigsQueryKey, queryFn: getSystemConfigs });

export function useSystemConfigs() {
  return useQuery(systemConfigsQueryOptions());
}
