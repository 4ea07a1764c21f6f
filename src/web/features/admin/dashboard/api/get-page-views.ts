import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageViewStats } from '@shared/contracts/page-views';
import { api } from '@web/lib/api-client';

export const pageViewsQueryKey = ['/api/admin/page-views'] as const;

export const getPageViews = () => api.get<TPageViewStats>('/api/admin/page-views');

/** Page views counted first-party (docs/product-rules.md R33), polled with the other figures. */
export const pageViewsQueryOptions = () =>
  queryOptions({ queryKey: pageViewsQueryKey, queryFn: getPageViews, refetchInterval: 30_000 });

export function usePageViews() {
  return useQuery(pageViewsQueryOptions());
}
