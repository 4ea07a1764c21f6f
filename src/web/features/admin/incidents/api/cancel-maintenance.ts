import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { maintenanceQueryKey } from './get-maintenance';

export const cancelMaintenance = (id: string) =>
  api.delete<void>(`/api/admin/incidents/maintenance/${encodeURIComponent(id)}`);

/** Ends a window now (docs/product-rules.md R81). */
export function useCancelMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMaintenance,
    onSuccess: () => toast({ title: 'Maintenance Cancelled', description: 'The window has ended.' }),
    onError: (err) =>
      toast({
        title: 'Could Not Cancel',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: maintenanceQueryKey }),
  });
}
