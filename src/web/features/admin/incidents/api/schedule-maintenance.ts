import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMaintenance, TMaintenanceCreate } from '@shared/contracts/status';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { maintenanceQueryKey } from './get-maintenance';

export const scheduleMaintenance = (input: TMaintenanceCreate) =>
  api.post<TMaintenance>('/api/admin/incidents/maintenance', input);

/** Schedules a window; subscribers are emailed the notice (docs/product-rules.md R81, R82). */
export function useScheduleMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMaintenance,
    onSuccess: (m) =>
      toast({
        title: 'Maintenance Scheduled',
        description: `"${m.title}" is on the status page; subscribers are being emailed.`,
        variant: 'success',
      }),
    onError: (err) =>
      toast({
        title: 'Could Not Schedule',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: maintenanceQueryKey }),
  });
}
