import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLead, TLeadUpdateBody } from '@shared/contracts/leads';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '@web/features/admin/lib';
import { leadsQueryKey } from './get-leads';

export const updateLead = ({ id, body }: { id: string; body: TLeadUpdateBody }) =>
  api.put<TLead>(`/api/leads/${encodeURIComponent(id)}`, body);

/** The edit dialog's save: 'Update Failed' with the server's message on failure. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      toast({ title: 'Lead Updated', description: `${lead.storeName} is saved.`, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: leadsQueryKey });
    },
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
  });
}
