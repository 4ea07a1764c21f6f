import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserCounts } from '@shared/contracts/admin-users';
import { api } from '@web/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export const adminUserCountsQueryKey = [...adminUsersQueryKey, 'counts'] as const;

export const getAdminUserCounts = () => api.get<TAdminUserCounts>('/api/admin/users/counts');

export const adminUserCountsQueryOptions = () =>
  queryOptions({ queryKey: adminUserCountsQueryKey, queryFn: getAdminUserCounts, refetchInterval: 60_000 });

export function useAdminUserCounts() {
  return useQuery(adminUserCountsQueryOptions());
}
