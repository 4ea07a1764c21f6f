import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIncidentPatch, TStatusIncident } from '@shared/contracts/status';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { adminIncidentsQueryKey } from './get-admin-incidents';

export const updateIncident = ({ id, patch }: { id: string; patch: TIncidentPatch }) =>
  api.patch<TStatusIncident>(`/api/admin/incidents/${encodeURIComponent(id)}`, patch);

/** One step of an incident with its public message (docs/product-rules.md R80). */
export function useUpdateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncident,
    onSuccess: (i) =>
      toast({
        title: i.status === 'resolved' ? 'Incident Resolved' : 'Update Posted',
        description: `"${i.title}" is now ${i.status}; subscribers are being emailed.`,
        variant: 'success',
      }),
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminIncidentsQueryKey }),
  });
}
