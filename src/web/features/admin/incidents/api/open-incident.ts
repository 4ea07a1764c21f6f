import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIncidentCreate, TStatusIncident } from '@shared/contracts/status';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { adminIncidentsQueryKey } from './get-admin-incidents';

export const openIncident = (input: TIncidentCreate) =>
  api.post<TStatusIncident>('/api/admin/incidents', input);

/** Opens an incident; subscribers are emailed its first update (docs/product-rules.md R80, R82). */
export function useOpenIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openIncident,
    onSuccess: (i) =>
      toast({
        title: 'Incident Opened',
        description: `"${i.title}" is on the status page; subscribers are being emailed.`,
        variant: 'success',
      }),
    onError: (err) =>
      toast({
        title: 'Could Not Open Incident',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminIncidentsQueryKey }),
  });
}
