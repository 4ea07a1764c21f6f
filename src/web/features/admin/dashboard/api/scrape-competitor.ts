import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCompetitorsQueryKey } from '@web/features/admin/competitors';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';

export const scrapeCompetitor = (id: string) =>
  api.post<{ message: string }>(`/api/admin/scrape-competitor/${encodeURIComponent(id)}`);

/** The dashboard's manual scrape (docs/product-rules.md R63). */
export function useScrapeCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapeCompetitor,
    onSuccess: () =>
      toast({
        title: 'Scraping Started',
        description: 'Manual scraping initiated for competitor.',
        variant: 'success',
      }),
    onError: (err) =>
      toast({
        title: 'Scraping Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminCompetitorsQueryKey }),
  });
}
