import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TScrapingAudit } from '@shared/contracts/admin-scraping';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';

export type TAuditFilters = { status: string; competitorId: string; userId: string; days: number };

export const scrapingAuditsQueryKey = ['/api/admin/scraping-audits'] as const;

export const scrapingAuditsUrl = (f: TAuditFilters, cursor: string | null) =>
  withQuery('/api/admin/scraping-audits', { ...f, cursor });

export const getScrapingAudits = (f: TAuditFilters, cursor: string | null) =>
  apiGetPage<TScrapingAudit>(scrapingAuditsUrl(f, cursor));

export const scrapingAuditsQueryOptions = (f: TAuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...scrapingAuditsQueryKey, f],
    queryFn: ({ pageParam }) => getScrapingAudits(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useScrapingAudits(f: TAuditFilters) {
  return useInfiniteQuery(scrapingAuditsQueryOptions(f));
}
