import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TAlertRule, ZAlertRulePatch } from '@shared/contracts/alerts';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { dashboardStatsQueryKey } from '@web/features/dashboard';
import { alertRulesQueryKey } from './get-alert-rules';

export type TAlertRulePatch = z.infer<typeof ZAlertRulePatch>;

export const updateAlertRule = ({ id, patch }: { id: string; patch: TAlertRulePatch }) =>
  api.patch<TAlertRule>(`/api/alerts/${encodeURIComponent(id)}`, patch);

/** Edits, pauses or resumes a rule. Errors are shown by the caller (a dialog shows them inline). */
export function useUpdateAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertRule,
    onSuccess: (rule) => {
      queryClient.setQueryData<TAlertRule[]>(alertRulesQueryKey, (rules) =>
        rules?.map((r) => (r.id === rule.id ? rule : r)),
      );
      void queryClient.invalidateQueries({ queryKey: alertRulesQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
    },
  });
}

/** Pause or resume from the list, with a toast either way. */
export function useToggleAlertRule() {
  const update = useUpdateAlertRule();
  return {
    ...update,
    toggle: (rule: TAlertRule, isActive: boolean) =>
      update.mutate(
        { id: rule.id, patch: { isActive } },
        {
          onSuccess: () =>
            toast({
              title: isActive ? 'Alert Resumed' : 'Alert Paused',
              description: isActive ? 'This alert watches for changes again.' : 'This alert is paused.',
              variant: 'success',
            }),
          onError: (err) =>
            toast({ title: 'Update Failed', description: err.message, variant: 'destructive' }),
        },
      ),
  };
}
