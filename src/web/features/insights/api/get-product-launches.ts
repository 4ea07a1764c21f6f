import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLaunches } from '@shared/contracts/insights';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const productLaunchesQueryKey = (competitorId?: string) =>
  ['/api/product-launches', competitorId ?? 'all'] as const;

export const getProductLaunches = (competitorId?: string) =>
  api.get<TLaunches>(
    competitorId
      ? `/api/product-launches?competitorId=${encodeURIComponent(competitorId)}`
      : '/api/product-launches',
  );

export const productLaunchesQueryOptions = (competitorId?: string) =>
  queryOptions({
    queryKey: productLaunchesQueryKey(competitorId),
    meta: CHANGED_BY_SCRAPE,
    queryFn: () => getProductLaunches(competitorId),
  });

/** Launch counts and the last 30 days' launches, newest first (by the store's own launch date). */
export function useProductLaunches(competitorId?: string) {
  return useQuery(productLaunchesQueryOptions(competitorId));
}
