import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct } from '@shared/contracts/competitors';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';

/** How many matches the rule dialog lists: enough to pick from, few enough to read. */
export const ALERT_PRODUCT_MATCHES = 8;

export const alertProductSearchQueryKey = (q: string) => ['/api/products', 'alert-search', q] as const;

/** The user's tracked products whose title, vendor or SKU contains q (the server's search). */
export const searchAlertProducts = (q: string) =>
  apiGetPage<TProduct>(withQuery('/api/products', { q, limit: ALERT_PRODUCT_MATCHES }));

export const alertProductSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: alertProductSearchQueryKey(q),
    queryFn: () => searchAlertProducts(q),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** Products to scope an alert rule to, for what the user typed (nothing is asked before they type). */
export function useAlertProductSearch(q: string) {
  return useQuery(alertProductSearchQueryOptions(q));
}
