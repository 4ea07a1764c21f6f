import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyStoreAnswer } from '@shared/contracts/my-store';
import { api } from '@web/lib/api-client';

export const myStoreQueryKey = ['/api/my-store'] as const;

/** The account's own store, or null before one is added. */
export const getMyStore = () => api.get<TMyStoreAnswer>('/api/my-store');

export const myStoreQueryOptions = () => queryOptions({ queryKey: myStoreQueryKey, queryFn: getMyStore });

/** Refetched every 2 s while its first read runs, so the product count appears without a reload. */
export function useMyStore() {
  return useQuery({
    ...myStoreQueryOptions(),
    refetchInterval: (q) => {
      const store = q.state.data?.store;
      return store && (store.progress || !store.lastScraped) && !store.errorMessage ? 2000 : false;
    },
  });
}
