import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { activityQueryKey } from './get-activity';
import { invitationsQueryKey } from './get-invitations';

const path = (id: string) => `/api/account/invitations/${encodeURIComponent(id)}`;

export const resendInvitation = (id: string) => api.post<void>(`${path(id)}/resend`);
export const revokeInvitation = (id: string) => api.delete<void>(path(id));

/** Resend (a new link, 7 more days) or revoke a pending invitation. */
export function useManageInvitation() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
    void queryClient.invalidateQueries({ queryKey: activityQueryKey });
  };
  const failed = (title: string) => (err: Error) =>
    toast({ title, description: err.message, variant: 'destructive' });
  return {
    resend: useMutation({
      mutationFn: resendInvitation,
      onSuccess: () => {
        refresh();
        toast({ title: 'Invitation Resent', description: 'A new link is on its way.', variant: 'success' });
      },
      onError: failed('Resend Failed'),
    }),
    revoke: useMutation({
      mutationFn: revokeInvitation,
      onSuccess: () => {
        refresh();
        toast({ title: 'Invitation Revoked', description: 'Its link no longer works.', variant: 'success' });
      },
      onError: failed('Revoke Failed'),
    }),
  };
}
