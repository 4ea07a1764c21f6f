import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPayment } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';

export const adminPaymentsQueryKey = ['/api/admin/payments'] as const;

export const getAdminPayments = () => api.get<TAdminPayment[]>('/api/admin/payments');

/** Polled every 30 s (docs/product-rules.md R63). */
export const adminPaymentsQueryOptions = () =>
  queryOptions({ queryKey: adminPaymentsQueryKey, queryFn: getAdminPayments, refetchInterval: 30_000 });

export function useAdminPayments() {
  return useQuery(adminPaymentsQueryOptions());
}
