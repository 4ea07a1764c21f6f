import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMatchDecision } from '@shared/contracts/matching';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { matchesQueryKey } from './get-matches';
import { ownProductQueryKey } from './get-own-product';
import { pricePositionQueryKey } from './get-price-position';

export const decideMatches = (input: TMatchDecision) =>
  api.post<{ updated: number }>('/api/matches/decisions', input);

/** Confirms or rejects pairs; the suggestions and the price position are read again. */
export function useDecideMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideMatches,
    onSuccess: (result, input) => {
      const noun = result.updated === 1 ? 'match' : 'matches';
      toast({
        title: `${result.updated} ${noun} ${input.decision === 'confirm' ? 'confirmed' : 'rejected'}`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: pricePositionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ownProductQueryKey });
    },
    onError: (err) =>
      toast({ title: 'Could not save your decision', description: err.message, variant: 'destructive' }),
  });
}
