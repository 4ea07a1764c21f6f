import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { activityQueryKey } from './get-activity';
import { membersQueryKey } from './get-members';

export const removeMember = (userId: string) =>
  api.delete<void>(`/api/account/members/${encodeURIComponent(userId)}`);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: membersQueryKey });
      void queryClient.invalidateQueries({ queryKey: activityQueryKey });
      toast({ title: 'Member Removed', description: 'They no longer have access.', variant: 'success' });
    },
    onError: (err) => toast({ title: 'Remove Failed', description: err.message, variant: 'destructive' }),
  });
}
