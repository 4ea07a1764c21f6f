import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import type { TPublicUser } from '@shared/contracts/auth';
import type { TAdminCreateUserBody } from '@shared/contracts/admin-users';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { adminUsersQueryKey } from './get-admin-users';

/** After any user write: the table, the counts and the open detail read again. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
}

const failed = (title: string) => (err: Error) =>
  toast({ title, description: serverMessage(err) ?? err.message, variant: 'destructive' });

export const createAdminUser = (body: TAdminCreateUserBody) =>
  api.post<TPublicUser>('/api/admin/users/create', body);

export function useCreateAdminUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: (user) => {
      toast({ title: 'User Created', description: `${user.username} can now sign in.`, variant: 'success' });
      invalidate();
    },
    onError: failed('Failed to create user'),
  });
}

export const setAdminRole = ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
  api.patch<TPublicUser>(`/api/admin/users/${encodeURIComponent(id)}/admin`, { isAdmin });

export function useSetAdminRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: setAdminRole,
    onSuccess: (user) => {
      toast({
        title: 'User Updated',
        description: `${user.username} is now ${user.isAdmin ? 'an admin' : 'a customer'}.`,
        variant: 'success',
      });
      invalidate();
    },
    onError: failed('Failed to update user'),
  });
}

export const setUserPlan = ({ id, plan }: { id: string; plan: TPlanKey }) =>
  api.patch<TPublicUser>(`/api/admin/users/${encodeURIComponent(id)}/plan`, { plan });

/** A plan granted by hand (docs/product-rules.md R57): recorded as an admin action by the server. */
export function useSetUserPlan() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: setUserPlan,
    onSuccess: (user) => {
      toast({
        title: 'Plan Updated',
        description: `${user.username} is now on ${PLAN_LABELS[user.subscriptionPlan]}.`,
        variant: 'success',
      });
      invalidate();
    },
    onError: failed('Failed to update plan'),
  });
}

export const deleteAdminUser = (id: string) => api.delete<void>(`/api/admin/users/${encodeURIComponent(id)}`);

export function useDeleteAdminUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => {
      toast({ title: 'User Deleted', variant: 'success' });
      invalidate();
    },
    onError: failed('Failed to delete user'),
  });
}
