import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserSettings, TUserSettingsPatch } from '@shared/contracts/auth';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { userQueryKey } from './get-user';
import { settingsQueryOptions } from './get-settings';

export const updateSettings = (patch: TUserSettingsPatch) =>
  api.patch<TUserSettings>('/api/user/settings', patch);

/** Saves part of the settings; the user (name, plan badge, timezone) and the settings are refetched after. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, saved);
      toast({ title: 'Settings saved', description: 'Your changes have been saved.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
    },
    onError: (err) => toast({ title: 'Update Failed', description: err.message, variant: 'destructive' }),
  });
}
