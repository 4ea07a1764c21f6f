import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInvitationPreview } from '@shared/contracts/account';
import { api } from '@web/lib/api-client';

export const invitationPreviewQueryKey = (token: string) => ['/api/invitations/preview', token] as const;

export const getInvitationPreview = (token: string) =>
  api.get<TInvitationPreview>(`/api/invitations/preview?token=${encodeURIComponent(token)}`);

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationPreviewQueryKey(token),
    queryFn: () => getInvitationPreview(token),
    retry: false,
  });

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}

export const acceptInvitation = (token: string) =>
  api.post<{ accountId: string }>('/api/invitations/accept', { token });

/** Joins the account; everything cached belonged to the account used before, so it is all read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
