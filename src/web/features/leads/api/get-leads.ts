import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TLead, TLeadSort, TLeadSourceValue, TLeadStatusValue } from '@shared/contracts/leads';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';

export type TLeadsFilter = {
  q: string;
  status: TLeadStatusValue | '';
  source: TLeadSourceValue | '';
  sort: TLeadSort;
};

export const leadsQueryKey = ['/api/leads'] as const;

export const leadsUrl = (f: TLeadsFilter, cursor: string | null) =>
  withQuery('/api/leads', { q: f.q.trim(), status: f.status, source: f.source, sort: f.sort, cursor });

export const getLeads = (f: TLeadsFilter, cursor: string | null) => apiGetPage<TLead>(leadsUrl(f, cursor));

/** /leads: searched, filtered and sorted by the server, a page at a time (docs/product-rules.md R94). */
export const leadsQueryOptions = (f: TLeadsFilter) =>
  infiniteQueryOptions({
    queryKey: [...leadsQueryKey, f],
    queryFn: ({ pageParam }) => getLeads(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useLeads(f: TLeadsFilter) {
  return useInfiniteQuery(leadsQueryOptions(f));
}
