import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatedApiToken } from '@shared/contracts/api-tokens';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { apiTokensQueryKey } from './get-api-tokens';

export const createApiToken = (body: { name: string }) =>
  api.post<TCreatedApiToken>('/api/user/api-tokens', body);

/** The caller shows the answer's token once; the list is refetched without it. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
    onError: (err) =>
      toast({ title: 'Token Creation Failed', description: err.message, variant: 'destructive' }),
  });
}
