import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCompetitor } from '@shared/contracts/admin-competitors';
import { api } from '@web/lib/api-client';

export const adminCompetitorsQueryKey = ['/api/admin/competitors'] as const;

export const getAdminCompetitors = () => api.get<TAdminCompetitor[]>('/api/admin/competitors');

export const adminCompetitorsQueryOptions = () =>
  queryOptions({ queryKey: adminCompetitorsQueryKey, queryFn: getAdminCompetitors });

/** Every user's competitors, for operator screens. */
export function useAdminCompetitors() {
  return useQuery(adminCompetitorsQueryOptions());
}
