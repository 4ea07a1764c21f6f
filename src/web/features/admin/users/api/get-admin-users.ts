import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminUser, TAdminUserSort } from '@shared/contracts/admin-users';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';

export type TAdminUsersFilter = { q: string; sort: TAdminUserSort; dir: 'asc' | 'desc' };

export const adminUsersQueryKey = ['/api/admin/users'] as const;

export const adminUsersUrl = (f: TAdminUsersFilter, cursor: string | null) =>
  withQuery('/api/admin/users', { q: f.q.trim(), sort: f.sort, dir: f.dir, cursor });

export const getAdminUsers = (f: TAdminUsersFilter, cursor: string | null) =>
  apiGetPage<TAdminUser>(adminUsersUrl(f, cursor));

/** Users, searched and sorted, a page at a time; refetched every 60 s (docs/product-rules.md R63). */
export const adminUsersQueryOptions = (f: TAdminUsersFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, f],
    queryFn: ({ pageParam }) => getAdminUsers(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(f: TAdminUsersFilter) {
  return useInfiniteQuery(adminUsersQueryOptions(f));
}
