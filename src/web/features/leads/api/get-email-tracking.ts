import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TLeadEmailTrackingRow } from '@shared/contracts/outreach';
import { apiGetPage } from '@web/lib/api-client';
import { withQuery } from '@web/lib/paging';

export const leadEmailTrackingQueryKey = ['/api/leads/email-tracking'] as const;

export const getLeadEmailTracking = (cursor: string | null) =>
  apiGetPage<TLeadEmailTrackingRow>(withQuery('/api/leads/email-tracking', { cursor }));

/** The outreach emails sent to leads, newest first, a page at a time. */
export const leadEmailTrackingQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: leadEmailTrackingQueryKey,
    queryFn: ({ pageParam }) => getLeadEmailTracking(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useLeadEmailTracking() {
  return useInfiniteQuery(leadEmailTrackingQueryOptions());
}
