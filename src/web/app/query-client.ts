import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME_MS } from '@shared/constants/ui';

/** Fresh 5 minutes, no retries, refetch on focus; every query names its own fetcher. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
