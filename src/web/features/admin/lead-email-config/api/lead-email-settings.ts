import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLeadEmailSettings } from '@shared/contracts/outreach';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';

export const leadEmailSettingsQueryKey = ['/api/admin/lead-email-settings'] as const;

export const getLeadEmailSettings = () => api.get<TLeadEmailSettings>('/api/admin/lead-email-settings');
export const saveLeadEmailSettings = (body: TLeadEmailSettings) =>
  api.post<TLeadEmailSettings>('/api/admin/lead-email-settings', body);

export const leadEmailSettingsQueryOptions = () =>
  queryOptions({ queryKey: leadEmailSettingsQueryKey, queryFn: getLeadEmailSettings });

export function useLeadEmailSettings() {
  return useQuery(leadEmailSettingsQueryOptions());
}

/** Save: 'Error' / 'Failed to save settings. Please try again.' on failure. */
export function useSaveLeadEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeadEmailSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(leadEmailSettingsQueryKey, saved);
      toast({
        title: 'Settings Saved',
        description: 'The lead email timing is updated.',
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to save settings. Please try again.',
        variant: 'destructive',
      }),
  });
}
