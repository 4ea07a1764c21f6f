import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingConfig } from '@shared/contracts/billing';
import { api } from '@web/lib/api-client';

export const billingConfigQueryKey = ['/api/billing/config'] as const;

/** Which payment provider is in force (docs/product-rules.md R25), its publishable key, the Customer Portal. */
export const getBillingConfig = () => api.get<TBillingConfig>('/api/billing/config');

export const billingConfigQueryOptions = () =>
  queryOptions({ queryKey: billingConfigQueryKey, queryFn: getBillingConfig });

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}
