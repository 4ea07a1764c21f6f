import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME_MS } from '@shared/constants/ui';
import { api } from '@web/lib/api-client';

/**
 * Defaults of docs/product-rules.md R47: fresh 5 minutes, no retries, refetch on focus; GET by joined key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: true,
        queryFn: ({ queryKey }) => api.get(queryKey.join('/')),
      },
      mutations: { retry: false },
    },
  });
}
