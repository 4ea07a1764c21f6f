import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPriceChangeSummary } from '@shared/contracts/insights';
import { api } from '@web/lib/api-client';
import { withQuery } from '@web/lib/paging';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const priceChangeSummaryQueryKey = (competitorId?: string) =>
  ['/api/price-changes/summary', competitorId ?? 'all'] as const;

export const getPriceChangeSummary = (competitorId?: string) =>
  api.get<TPriceChangeSummary>(withQuery('/api/price-changes/summary', { competitorId }));

export const priceChangeSummaryQueryOptions = (competitorId?: string) =>
  queryOptions({
    queryKey: priceChangeSummaryQueryKey(competitorId),
    meta: CHANGED_BY_SCRAPE,
    queryFn: () => getPriceChangeSummary(competitorId),
  });

/** The /price-tracking cards' true totals for the competitor filter, counted by the server. */
export function usePriceChangeSummary(competitorId?: string) {
  return useQuery(priceChangeSummaryQueryOptions(competitorId));
}
