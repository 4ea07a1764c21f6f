import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TStatusIncident } from '@shared/contracts/status';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';

export const adminIncidentsQueryKey = ['/api/admin/incidents'] as const;

export const adminIncidentsUrl = (cursor: string | null) => withQuery('/api/admin/incidents', { cursor });

/** Every incident with its timeline, newest first, one page at a time (docs/product-rules.md R80). */
export const getAdminIncidents = (cursor: string | null) =>
  apiGetPage<TStatusIncident>(adminIncidentsUrl(cursor));

export const adminIncidentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminIncidentsQueryKey,
    queryFn: ({ pageParam }) => getAdminIncidents(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The probes open and resolve incidents by themselves.
    refetchInterval: 30_000,
  });

export function useAdminIncidents() {
  return useInfiniteQuery(adminIncidentsQueryOptions());
}
