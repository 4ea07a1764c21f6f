import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TActivityType, TAdminActivity } from '@shared/contracts/admin';
import { apiGetPage } from '@web/lib/paging';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';

export const adminActivitiesQueryKey = ['/api/admin/activities'] as const;

export const adminActivitiesUrl = (type: TActivityType | '', cursor: string | null) =>
  withQuery('/api/admin/activities', { type, limit: LIST_PAGE_SIZE, cursor });

export const getAdminActivities = (type: TActivityType | '', cursor: string | null) =>
  apiGetPage<TAdminActivity>(adminActivitiesUrl(type, cursor));

/** System Activities, by cursor, polled every 15 s (docs/product-rules.md R56, R63). */
export const adminActivitiesQueryOptions = (type: TActivityType | '') =>
  infiniteQueryOptions({
    queryKey: [...adminActivitiesQueryKey, type],
    queryFn: ({ pageParam }) => getAdminActivities(type, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: 15_000,
  });

export function useAdminActivities(type: TActivityType | '') {
  return useInfiniteQuery(adminActivitiesQueryOptions(type));
}
