import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@shared/contracts/common';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { openLiveRefreshWindow } from '../lib/live-refresh';
import { serverMessage } from '../lib/server-message';
import { competitorsQueryKey } from './get-competitors';

export const scrapeCompetitor = (id: string) =>
  api.post<TMessage>(`/api/competitors/${encodeURIComponent(id)}/scrape`);

/** Starts a scrape now (202); the list is then polled until the run is over. */
export function useScrapeCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapeCompetitor,
    onSuccess: () => {
      toast({
        title: 'Refresh Started',
        description: 'Scraping competitor data. The page will update automatically in a few moments.',
        variant: 'success',
      });
      openLiveRefreshWindow(queryClient);
      void queryClient.invalidateQueries({ queryKey: competitorsQueryKey });
    },
    onError: (err) =>
      toast({
        title: 'Refresh Failed',
        description: serverMessage(err) ?? 'Failed to start scraping competitor data',
        variant: 'destructive',
      }),
  });
}
