import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotions } from '@shared/contracts/insights';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const promotionsQueryKey = (competitorId: string | undefined) =>
  ['/api/promotions', { competitorId }] as const;

export const getPromotions = (competitorId: string | undefined) =>
  api.get<TPromotions>(
    competitorId ? `/api/promotions?competitorId=${encodeURIComponent(competitorId)}` : '/api/promotions',
  );

export const promotionsQueryOptions = (competitorId: string | undefined) =>
  queryOptions({
    queryKey: promotionsQueryKey(competitorId),
    meta: CHANGED_BY_SCRAPE,
    queryFn: () => getPromotions(competitorId),
  });

/** What is on sale now and the discount history, for all competitors or one. */
export function usePromotions(competitorId: string | undefined) {
  return useQuery(promotionsQueryOptions(competitorId));
}
