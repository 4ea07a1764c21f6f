import { useQuery } from '@tanstack/react-query';
import type { TRunsOn } from '@shared/contracts/runs-on';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

/** What one competitor's store runs on; fetched when its panel opens, again after each scrape. */
export function useRunsOn(competitorId: string | null) {
  return useQuery({
    queryKey: ['/api/competitors', competitorId, 'runs-on'],
    queryFn: () => api.get<TRunsOn>(`/api/competitors/${competitorId}/runs-on`),
    enabled: competitorId !== null,
    meta: CHANGED_BY_SCRAPE,
  });
}
