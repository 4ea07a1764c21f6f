import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountMember } from '@shared/contracts/account';
import { api } from '@web/lib/api-client';

export const membersQueryKey = ['/api/account/members'] as const;

export const getMembers = () => api.get<TAccountMember[]>('/api/account/members');

export const membersQueryOptions = () => queryOptions({ queryKey: membersQueryKey, queryFn: getMembers });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
