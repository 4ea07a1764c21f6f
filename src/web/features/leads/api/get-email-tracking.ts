import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LEAD_EMAIL_TRACKING_PAGE_SIZE, type TLeadEmailTrackingPage } from '@shared/contracts/outreach';
import { api } from '@web/lib/api-client';
import { withQuery } from '@web/lib/paging';

export const leadEmailTrackingQueryKey = ['/api/leads/email-tracking'] as const;

/** One page of the tracking table; the answer carries its rows and the next page's cursor. */
export async function getLeadEmailTracking(cursor: string | null) {
  const page = await api.get<TLeadEmailTrackingPage>(
    withQuery('/api/leads/email-tracking', { limit: LEAD_EMAIL_TRACKING_PAGE_SIZE, cursor }),
  );
  return { items: page.items, nextCursor: page.nextCursor, total: null };
}

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
