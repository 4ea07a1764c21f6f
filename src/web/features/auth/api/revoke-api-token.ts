import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiToken } from '@shared/contracts/api-tokens';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { apiTokensQueryKey } from './get-api-tokens';

export const revokeApiToken = (id: string) =>
  api.delete<void>(`/api/user/api-tokens/${encodeURIComponent(id)}`);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TApiToken[]>(apiTokensQueryKey, (tokens) =>
        tokens?.filter((t) => t.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: apiTokensQueryKey });
      toast({
        title: 'Token Revoked',
        description: 'Clients using this token can no longer call the API.',
        variant: 'success',
      });
    },
    onError: (err) => toast({ title: 'Revoke Failed', description: err.message, variant: 'destructive' }),
  });
}
