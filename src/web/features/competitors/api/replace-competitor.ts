import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompetitor, TCompetitorInput } from '@shared/contracts/competitors';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { dashboardStatsQueryKey } from '@web/features/dashboard';
import { openLiveRefreshWindow } from '../lib/live-refresh';
import { competitorFailure } from '../lib/server-message';
import { competitorsQueryKey } from './get-competitors';

export type TReplaceCompetitorInput = { id: string; body: TCompetitorInput };

export const replaceCompetitor = ({ id, body }: TReplaceCompetitorInput) =>
  api.put<TCompetitor>(`/api/competitors/${encodeURIComponent(id)}/replace`, body);

/** A failed replace's text: the body's error, else details, else message (docs/product-rules.md R17). */
function replaceFailureText(err: unknown): string | undefined {
  const failure = competitorFailure(err);
  const candidates = [failure?.error, failure?.details, failure?.message];
  return candidates.find((c): c is string => typeof c === 'string' && c.trim().length > 0);
}

/** Swaps a competitor for a new store; its first scrape starts shortly, so the list is watched meanwhile. */
export function useReplaceCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceCompetitor,
    onSuccess: () => {
      toast({ title: 'Competitor replaced successfully. Scraping will start shortly.', variant: 'success' });
      openLiveRefreshWindow(queryClient);
      void queryClient.invalidateQueries({ queryKey: competitorsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
    },
    onError: (err) =>
      toast({
        title: 'Failed to replace competitor',
        description: replaceFailureText(err),
        variant: 'destructive',
      }),
  });
}
