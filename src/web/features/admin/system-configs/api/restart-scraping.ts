import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRestartScraping } from '@shared/contracts/admin-scraping';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { systemConfigsQueryKey } from './get-system-configs';

export const restartScraping = () => api.post<TRestartScraping>('/api/admin/restart-scraping');

/** Restart Scraping (docs/product-rules.md R60): the toast says what it did. */
export function useRestartScraping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restartScraping,
    onSuccess: (r) =>
      toast({ title: 'Scraping System Restarted', description: r.message, variant: 'success' }),
    onError: (err) =>
      toast({
        title: 'Restart Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: systemConfigsQueryKey }),
  });
}
