import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@shared/contracts/public-config';
import { api } from '@web/lib/api-client';

export const publicConfigQueryKey = ['/api/config/public'] as const;

/** GET /api/config/public: settings a signed-out visitor may see, such as the support address. */
export const getPublicConfig = () => api.get<TPublicConfig>('/api/config/public');

/** The values change only with a server restart, so one answer serves the whole visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: publicConfigQueryKey, queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
