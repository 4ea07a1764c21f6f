import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { dashboardStatsQueryKey } from '@web/features/dashboard';
import { serverMessage } from '../lib/server-message';
import { competitorsQueryKey } from './get-competitors';

export const deleteCompetitor = (id: string) =>
  api.delete<void>(`/api/competitors/${encodeURIComponent(id)}`);

/** Removes the user's subscription to a store; the list and the dashboard figures are refetched. */
export function useDeleteCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetitor,
    onSuccess: () => {
      toast({ title: 'Competitor deleted successfully', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: competitorsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
    },
    onError: (err) =>
      toast({
        title: 'Failed to delete competitor',
        description: serverMessage(err),
        variant: 'destructive',
      }),
  });
}
