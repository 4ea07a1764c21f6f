import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMaintenance } from '@shared/contracts/status';
import { api } from '@web/lib/api-client';

export const maintenanceQueryKey = ['/api/admin/incidents/maintenance'] as const;

/** Maintenance windows not yet over, soonest first (docs/product-rules.md R81). */
export const getMaintenance = () => api.get<TMaintenance[]>('/api/admin/incidents/maintenance');

export const maintenanceQueryOptions = () =>
  queryOptions({ queryKey: maintenanceQueryKey, queryFn: getMaintenance });

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions());
}
