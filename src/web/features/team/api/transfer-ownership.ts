import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { activityQueryKey } from './get-activity';
import { membersQueryKey } from './get-members';
import { myAccountsQueryKey } from './get-my-accounts';

export const transferOwnership = (userId: string) =>
  api.post<void>(`/api/account/members/${encodeURIComponent(userId)}/ownership`);

/** Hands the ownership to a member; the giver becomes a manager, so their own role is read again. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: membersQueryKey });
      void queryClient.invalidateQueries({ queryKey: activityQueryKey });
      void queryClient.invalidateQueries({ queryKey: myAccountsQueryKey });
      toast({
        title: 'Ownership Handed Over',
        description: 'You are a manager of this account now.',
        variant: 'success',
      });
    },
    onError: (err) => toast({ title: 'Hand-over Failed', description: err.message, variant: 'destructive' }),
  });
}
