import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountRole } from '@shared/contracts/account';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { activityQueryKey } from './get-activity';
import { membersQueryKey } from './get-members';

export const changeMemberRole = (input: { userId: string; role: TAccountRole }) =>
  api.patch<void>(`/api/account/members/${encodeURIComponent(input.userId)}`, { role: input.role });

/** An owner gives a member another role; the server keeps the last owner (409 with its reason). */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: membersQueryKey });
      void queryClient.invalidateQueries({ queryKey: activityQueryKey });
      toast({ title: 'Role Changed', description: 'It holds from their next request.', variant: 'success' });
    },
    onError: (err) => toast({ title: 'Role Not Changed', description: err.message, variant: 'destructive' }),
  });
}
