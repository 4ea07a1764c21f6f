import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSocialSettings } from '@shared/contracts/social';
import { api } from '@web/lib/api-client';
import { socialQueryKey } from './social-query-key';

export const socialSettingsQueryKey = [...socialQueryKey, 'settings'] as const;

export const getSocialSettings = () => api.get<TSocialSettings>('/api/admin/social-media/settings');

export const socialSettingsQueryOptions = () =>
  queryOptions({ queryKey: socialSettingsQueryKey, queryFn: getSocialSettings });

export function useSocialSettings() {
  return useQuery(socialSettingsQueryOptions());
}
