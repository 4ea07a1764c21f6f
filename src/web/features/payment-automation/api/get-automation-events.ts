import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAutomationEvent } from '@shared/contracts/billing';
import { apiGetPage } from '@web/lib/paging';
import { LIST_PAGE_SIZE, withQuery } from '@web/lib/paging';

export const automationEventsQueryKey = ['/api/automation/events', { limit: LIST_PAGE_SIZE }] as const;

/** Refreshed every 10 s while the Recent Events tab shows them. */
export const AUTOMATION_EVENTS_POLL_MS = 10_000;

export const automationEventsUrl = (cursor: string | null) =>
  withQuery('/api/automation/events', { limit: LIST_PAGE_SIZE, cursor });

/** Payment events sent (or not) to the n8n workflows, newest first, paged by cursor. */
export const getAutomationEvents = (cursor: string | null) =>
  apiGetPage<TAutomationEvent>(automationEventsUrl(cursor));

export const automationEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: automationEventsQueryKey,
    queryFn: ({ pageParam }) => getAutomationEvents(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAutomationEvents() {
  return useInfiniteQuery({ ...automationEventsQueryOptions(), refetchInterval: AUTOMATION_EVENTS_POLL_MS });
}
