import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitation } from '@shared/contracts/account';
import { api } from '@web/lib/api-client';

export const invitationsQueryKey = ['/api/account/invitations'] as const;

export const getInvitations = () => api.get<TInvitation[]>('/api/account/invitations');

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationsQueryKey, queryFn: getInvitations });

export function useInvitations(opts: { enabled: boolean }) {
  return useQuery({ ...invitationsQueryOptions(), enabled: opts.enabled });
}
