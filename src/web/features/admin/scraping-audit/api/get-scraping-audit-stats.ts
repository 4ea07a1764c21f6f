import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TScrapingAuditStats } from '@shared/contracts/admin-scraping';
import { api } from '@web/lib/api-client';
import { withQuery } from '@web/lib/paging';
import type { TAuditFilters } from './get-scraping-audits';

export const scrapingAuditStatsQueryKey = ['/api/admin/scraping-audit-stats'] as const;

export const getScrapingAuditStats = ({ competitorId, userId, days }: TAuditFilters) =>
  api.get<TScrapingAuditStats>(withQuery('/api/admin/scraping-audit-stats', { competitorId, userId, days }));

export const scrapingAuditStatsQueryOptions = (f: TAuditFilters) =>
  queryOptions({
    queryKey: [...scrapingAuditStatsQueryKey, f.competitorId, f.userId, f.days],
    queryFn: () => getScrapingAuditStats(f),
    placeholderData: keepPreviousData,
  });

export function useScrapingAuditStats(f: TAuditFilters) {
  return useQuery(scrapingAuditStatsQueryOptions(f));
}
