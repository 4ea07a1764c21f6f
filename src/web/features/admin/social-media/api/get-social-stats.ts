import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSocialStats } from '@shared/contracts/social';
import { api } from '@web/lib/api-client';
import { socialQueryKey } from './social-query-key';

export const socialStatsQueryKey = [...socialQueryKey, 'stats'] as const;

export const getSocialStats = () => api.get<TSocialStats>('/api/admin/social-media/stats');

export const socialStatsQueryOptions = () =>
  queryOptions({ queryKey: socialStatsQueryKey, queryFn: getSocialStats });

export function useSocialStats() {
  return useQuery(socialStatsQueryOptions());
}
