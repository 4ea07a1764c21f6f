import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSystemConfig, TSystemConfigKey } from '@shared/contracts/system-config';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { systemConfigsQueryKey } from './get-system-configs';

export type TSystemConfigChange = { key: TSystemConfigKey; value: string | number | boolean };

export const updateSystemConfig = ({ key, value }: TSystemConfigChange) =>
  api.put<TSystemConfig>(`/api/admin/system-configs/${encodeURIComponent(key)}`, { value });

/** Saves each changed key in turn (one PUT per key); stops at the first refusal. */
export const updateSystemConfigs = async (changes: TSystemConfigChange[]) => {
  const saved: TSystemConfig[] = [];
  for (const change of changes) saved.push(await updateSystemConfig(change));
  return saved;
};

export function useUpdateSystemConfigs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemConfigs,
    onSuccess: () =>
      toast({
        title: 'Configuration Updated',
        description: 'The new settings apply from the next scheduler run.',
        variant: 'success',
      }),
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: serverMessage(err) ?? 'Failed to update configuration',
        variant: 'destructive',
      }),
    // Refetch either way: some keys may have been saved before a refusal.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: systemConfigsQueryKey }),
  });
}
