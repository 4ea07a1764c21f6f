import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminPlanConfig, TAdminPlanCreate, TAdminPlanUpdate } from '@shared/contracts/admin-plans';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { planConfigsQueryKey } from './get-plan-configs';

export const updatePlanConfig = ({ id, changes }: { id: number; changes: TAdminPlanUpdate }) =>
  api.patch<TAdminPlanConfig>(`/api/admin/plan-configs/${id}`, changes);

export const createPlanConfig = (body: TAdminPlanCreate) =>
  api.post<TAdminPlanConfig>('/api/admin/plan-configs', body);

/** Plan texts of docs/product-rules.md R59; the plans are read again after every write. */
export function useUpdatePlanConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanConfig,
    onSuccess: (plan) =>
      toast({ title: 'Plan Updated', description: `${plan.name} is saved.`, variant: 'success' }),
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: planConfigsQueryKey }),
  });
}

export function useCreatePlanConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlanConfig,
    onSuccess: (plan) =>
      toast({ title: 'Plan Created', description: `${plan.name} is saved.`, variant: 'success' }),
    onError: (err) =>
      toast({
        title: 'Creation Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: planConfigsQueryKey }),
  });
}
