import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicUser } from '@shared/contracts/auth';
import { getOrNullOn401 } from '@web/lib/api-client';

export const userQueryKey = ['/api/user'] as const;

export const getUser = () => getOrNullOn401<TPublicUser>('/api/user');

/** Never cached: refetched on mount; a 401 is "signed out" (null), not an error. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0, refetchOnMount: 'always' });

export function useUser() {
  return useQuery(userQueryOptions());
}
