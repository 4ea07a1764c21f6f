import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSocialSettings, TSocialSettingsBody } from '@shared/contracts/social';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { socialQueryKey } from './social-query-key';
import { socialSettingsQueryKey } from './get-social-settings';

export const saveSocialSettings = (body: TSocialSettingsBody) =>
  api.post<TSocialSettings>('/api/admin/social-media/settings', body);

/** Saves the settings; a refusal (400) keeps its message for the form to show as it came. */
export function useSaveSocialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSocialSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(socialSettingsQueryKey, settings);
      toast({ title: 'Settings Saved', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: socialQueryKey });
    },
  });
}
