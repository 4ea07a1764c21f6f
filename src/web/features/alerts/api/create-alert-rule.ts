import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TAlertRule, ZAlertRuleInput } from '@shared/contracts/alerts';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { dashboardStatsQueryKey } from '@web/features/dashboard';
import { alertRulesQueryKey } from './get-alert-rules';

export type TAlertRuleInput = z.infer<typeof ZAlertRuleInput>;

export const createAlertRule = (input: TAlertRuleInput) => api.post<TAlertRule>('/api/alerts', input);

/** Adds a rule; the list and the dashboard's Active Alerts figure are refetched. */
export function useCreateAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlertRule,
    onSuccess: () => {
      toast({ title: 'Alert Created', description: 'Your new alert rule is active.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: alertRulesQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
    },
  });
}
