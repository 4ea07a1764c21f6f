import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProductDetail } from '@shared/contracts/insights';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

/** A product id as the API takes it (a bigint's digits): anything else is not asked for. */
export const isProductId = (id: string | undefined): id is string => !!id && /^\d{1,18}$/.test(id);

export const productQueryKey = (id: string) => ['/api/products', 'detail', id] as const;

export const getProduct = (id: string) => api.get<TProductDetail>(`/api/products/${encodeURIComponent(id)}`);

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productQueryKey(id), queryFn: () => getProduct(id), meta: CHANGED_BY_SCRAPE });

/** One tracked product with its variants and each variant's price history. */
export function useProduct(id: string, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueryOptions(id), enabled: opts.enabled ?? true });
}
