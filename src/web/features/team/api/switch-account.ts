import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';

export const switchAccount = (accountId: string) => api.put<void>('/api/account/current', { accountId });

/** Acts in another account from the next request: everything cached was the other account's, so it is read again. */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: () => void queryClient.invalidateQueries(),
    onError: (err) => toast({ title: 'Switch Failed', description: err.message, variant: 'destructive' }),
  });
}
