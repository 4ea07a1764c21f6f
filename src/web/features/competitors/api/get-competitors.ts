import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TCompetitor } from '@shared/contracts/competitors';
import { api } from '@web/lib/api-client';
import { isChangedByScrape } from '@web/lib/scraped-data';
import { liveRefreshInterval, scrapeFinished } from '../lib/live-refresh';

export const competitorsQueryKey = ['/api/competitors'] as const;

/** The signed-in user's competitors, newest first. */
export const getCompetitors = () => api.get<TCompetitor[]>('/api/competitors');

export const competitorsQueryOptions = () =>
  queryOptions({ queryKey: competitorsQueryKey, queryFn: getCompetitors });

/**
 * The list, refetched every 2 s while a scrape runs (or was just asked for) and no longer once none does.
 * When a scrape ends, every query built from scraped data (meta CHANGED_BY_SCRAPE) is told to refetch.
 */
export function useCompetitors() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...competitorsQueryOptions(),
    refetchInterval: (q) => liveRefreshInterval(queryClient, q.state.data),
  });
  const previous = useRef<TCompetitor[] | undefined>(undefined);
  useEffect(() => {
    const current = query.data;
    if (!current) return;
    if (previous.current && scrapeFinished(previous.current, current)) {
      void queryClient.invalidateQueries({ predicate: isChangedByScrape });
    }
    previous.current = current;
  }, [query.data, queryClient]);
  return query;
}
