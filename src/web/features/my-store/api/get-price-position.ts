import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  TPricePositionFilters,
  TPricePositionRow,
  TPricePositionSummary,
} from '@shared/contracts/price-position';
import { api } from '@web/lib/api-client';
import { apiGetPage, withQuery } from '@web/lib/paging';

export const pricePositionQueryKey = ['/api/price-position'] as const;

export const getPricePosition = (filters: TPricePositionFilters, cursor: string | null) =>
  apiGetPage<TPricePositionRow>(withQuery('/api/price-position', { ...filters, cursor }));

/** My matched products with where their prices stand, largest gap first, a page at a time. */
export const pricePositionQueryOptions = (filters: TPricePositionFilters) =>
  infiniteQueryOptions({
    queryKey: [...pricePositionQueryKey, 'list', filters],
    queryFn: ({ pageParam }) => getPricePosition(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePricePosition(filters: TPricePositionFilters) {
  return useInfiniteQuery(pricePositionQueryOptions(filters));
}

export const getPricePositionSummary = () => api.get<TPricePositionSummary>('/api/price-position/summary');

/** The cards above the table. */
export function usePricePositionSummary() {
  return useQuery(
    queryOptions({ queryKey: [...pricePositionQueryKey, 'summary'], queryFn: getPricePositionSummary }),
  );
}

/** The table as a file, with the screen's filters (Pro only: the server answers 403 otherwise). */
export const pricePositionExportUrl = (filters: TPricePositionFilters, format: 'csv' | 'json') =>
  withQuery('/api/price-position/export', { ...filters, format });
