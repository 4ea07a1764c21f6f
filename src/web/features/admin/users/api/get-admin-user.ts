import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserDetail } from '@shared/contracts/admin-users';
import { api } from '@web/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export const adminUserQueryKey = (id: string) => [...adminUsersQueryKey, 'detail', id] as const;

export const getAdminUser = (id: string) =>
  api.get<TAdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminUserQueryKey(id), queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: id !== null });
}
