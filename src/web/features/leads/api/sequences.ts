import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSequenceState, TStartSequencesResult } from '@shared/contracts/outreach';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '@web/features/admin/lib';
import { leadsQueryKey } from './get-leads';
import { leadEmailTrackingQueryKey } from './get-email-tracking';

export const startSequences = (leadIds: string[]) =>
  api.post<TStartSequencesResult>('/api/leads/sequences', { leadIds });

export const stopSequence = (leadId: string) =>
  api.post<TSequenceState>(`/api/leads/${encodeURIComponent(leadId)}/sequence/stop`);

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: leadsQueryKey });
    void queryClient.invalidateQueries({ queryKey: leadEmailTrackingQueryKey });
  };
}

/** Start sequence (one lead or the selected ones): how many started and, per lead, why one was skipped. */
export function useStartSequences() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: startSequences,
    onSuccess: (result) => {
      const skipped = result.skipped.length;
      toast({
        title: result.started ? 'Sequence Started' : 'No Sequence Started',
        description:
          `${result.started} started` +
          (skipped ? `, ${skipped} skipped: ${result.skipped.map((s) => s.message).join('; ')}` : '.'),
        variant: result.started ? 'success' : 'destructive',
      });
      refresh();
    },
    onError: (err) =>
      toast({
        title: 'Sequence Not Started',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
  });
}

export function useStopSequence() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: stopSequence,
    onSuccess: () => {
      toast({
        title: 'Sequence Stopped',
        description: 'No further email goes to this lead.',
        variant: 'success',
      });
      refresh();
    },
    onError: (err) =>
      toast({
        title: 'Sequence Not Stopped',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
  });
}
