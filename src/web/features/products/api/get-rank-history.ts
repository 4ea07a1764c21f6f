import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRankHistory } from '@shared/contracts/best-sellers';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const rankHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/products', 'best-seller-ranks', id] as const,
    queryFn: () => api.get<TRankHistory>(`/api/products/${encodeURIComponent(id)}/best-seller-ranks`),
    meta: CHANGED_BY_SCRAPE,
  });

/** One product's place in its store's own best-selling order over time. */
export function useRankHistory(id: string) {
  return useQuery(rankHistoryQueryOptions(id));
}
