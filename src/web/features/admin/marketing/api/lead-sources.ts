import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DIRECTORY_DEFAULTS,
  type TDirectoryLeadsBody,
  type TDirectoryLeadsResult,
  type TMonitoredStoreLeadsResult,
} from '@shared/contracts/leads';
import { toast } from '@web/components/ui/use-toast';
import { leadsQueryKey } from '@web/features/leads';
import { ApiError, api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { marketingStatsQueryKey } from './get-marketing-stats';

export const generateDirectoryLeads = (body: TDirectoryLeadsBody = DIRECTORY_DEFAULTS) =>
  api.post<TDirectoryLeadsResult>('/api/admin/marketing/directory-leads', body);

export const importMonitoredStoreLeads = () =>
  api.post<TMonitoredStoreLeadsResult>('/api/admin/marketing/monitored-store-leads');

function useRefreshStats() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: marketingStatsQueryKey });
    void queryClient.invalidateQueries({ queryKey: leadsQueryKey });
  };
}

/** The message a failed Generate Leads Now shows: the server's own when it says what to configure. */
export function leadGenerationMessage(err: unknown): string {
  return err instanceof ApiError && err.status === 409
    ? (serverMessage(err) ?? 'Error generating leads from directories')
    : 'Error generating leads from directories';
}

/** Generate Leads Now with the defaults of docs/product-rules.md R93. */
export function useGenerateDirectoryLeads() {
  const refresh = useRefreshStats();
  return useMutation({
    mutationFn: () => generateDirectoryLeads(DIRECTORY_DEFAULTS),
    onSuccess: (result) => {
      toast({
        title: 'Leads Generated',
        description: `${result.results.length} stores found: ${result.counts.added} added, ${result.counts.merged} merged.`,
        variant: 'success',
      });
      refresh();
    },
    onError: (err) =>
      toast({
        title: 'Lead Generation Failed',
        description: leadGenerationMessage(err),
        variant: 'destructive',
      }),
  });
}

export function useImportMonitoredStoreLeads() {
  const refresh = useRefreshStats();
  return useMutation({
    mutationFn: importMonitoredStoreLeads,
    onSuccess: (result) => {
      toast({
        title: 'Leads Imported',
        description: `${result.stores} monitored stores: ${result.counts.added} added, ${result.counts.merged} merged, ${result.counts.unchanged} unchanged.`,
        variant: 'success',
      });
      refresh();
    },
    onError: (err) =>
      toast({
        title: 'Import Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
  });
}
