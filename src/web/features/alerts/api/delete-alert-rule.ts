import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAlertRule } from '@shared/contracts/alerts';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { dashboardStatsQueryKey } from '@web/features/dashboard';
import { alertRulesQueryKey } from './get-alert-rules';

export const deleteAlertRule = (id: string) => api.delete<void>(`/api/alerts/${encodeURIComponent(id)}`);

export function useDeleteAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlertRule,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TAlertRule[]>(alertRulesQueryKey, (rules) =>
        rules?.filter((r) => r.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: alertRulesQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
      toast({ title: 'Alert Deleted', description: 'The alert rule was removed.', variant: 'success' });
    },
    onError: (err) => toast({ title: 'Delete Failed', description: err.message, variant: 'destructive' }),
  });
}
