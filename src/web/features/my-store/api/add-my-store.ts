import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOwnStore, TOwnStoreInput } from '@shared/contracts/my-store';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { myStoreQueryKey } from './get-my-store';

export const addMyStore = (input: TOwnStoreInput) => api.post<TOwnStore>('/api/my-store', input);

/** Adds the own store; its first read starts at once. The form shows a refusal itself. */
export function useAddMyStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMyStore,
    onSuccess: () => {
      toast({ title: 'Your store was added. Reading its products now.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: myStoreQueryKey });
    },
  });
}
