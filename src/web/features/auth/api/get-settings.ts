import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserSettings } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';

export const settingsQueryKey = ['/api/user/settings'] as const;

export const getSettings = () => api.get<TUserSettings>('/api/user/settings');

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
