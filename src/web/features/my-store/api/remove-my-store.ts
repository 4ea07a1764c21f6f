import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { matchesQueryKey } from './get-matches';
import { myStoreQueryKey } from './get-my-store';
import { pricePositionQueryKey } from './get-price-position';

export const removeMyStore = (id: string) => api.delete<void>(`/api/my-store/${encodeURIComponent(id)}`);

/** Removes the own store and the matches of its products. */
export function useRemoveMyStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMyStore,
    onSuccess: () => {
      toast({ title: 'Your store was removed', variant: 'success' });
      for (const queryKey of [myStoreQueryKey, matchesQueryKey, pricePositionQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (err) =>
      toast({ title: 'Could not remove your store', description: err.message, variant: 'destructive' }),
  });
}
