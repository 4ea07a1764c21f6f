import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInvitation, TInviteBody } from '@shared/contracts/account';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { activityQueryKey } from './get-activity';
import { invitationsQueryKey } from './get-invitations';

export const inviteMember = (body: TInviteBody) => api.post<TInvitation>('/api/account/invitations', body);

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: activityQueryKey });
      toast({ title: 'Invitation Sent', description: `We emailed ${invitation.email}.`, variant: 'success' });
    },
  });
}
