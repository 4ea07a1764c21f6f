import { useQuery } from '@tanstack/react-query';
import type { TBestSellers } from '@shared/contracts/best-sellers';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

/** One competitor's best sellers; fetched when its panel opens, again after each scrape. */
export function useBestSellers(competitorId: string | null) {
  return useQuery({
    queryKey: ['/api/competitors', competitorId, 'best-sellers'],
    queryFn: () => api.get<TBestSellers>(`/api/competitors/${competitorId}/best-sellers`),
    enabled: competitorId !== null,
    meta: CHANGED_BY_SCRAPE,
  });
}
