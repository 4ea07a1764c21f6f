import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THandMatchInput } from '@shared/contracts/matching';
import type { TOwnProduct } from '@shared/contracts/my-store';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { withQuery } from '@web/lib/paging';
import { matchesQueryKey } from './get-matches';
import { ownProductQueryKey } from './get-own-product';
import { pricePositionQueryKey } from './get-price-position';

/** My store's products whose title, vendor or SKU contains q (nothing is asked before something is typed). */
export function useOwnProductSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/my-store/products', q],
      queryFn: () => api.get<TOwnProduct[]>(withQuery('/api/my-store/products', { q, limit: 8 })),
      enabled: q.trim() !== '',
      placeholderData: keepPreviousData,
    }),
  );
}

/** Matches a pair by hand (confirmed at once); the matches and the price position are read again. */
export function useHandMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: THandMatchInput) => api.post<{ id: number }>('/api/matches', input),
    onSuccess: () => {
      toast({ title: 'Products matched', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: pricePositionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ownProductQueryKey });
    },
  });
}
