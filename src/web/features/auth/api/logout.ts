import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { userQueryKey } from './get-user';

export const logout = () => api.post<{ message: string }>('/api/logout');

/** On success: user null, every cached query dropped, full reload at /. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.clear();
      window.location.assign(paths.home);
    },
    onError: (err) => toast({ title: 'Logout failed', description: err.message, variant: 'destructive' }),
  });
}
