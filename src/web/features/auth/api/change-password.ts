import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZChangePasswordBody } from '@shared/contracts/auth';
import type { TMessage } from '@shared/contracts/common';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';

export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const changePassword = (body: TChangePasswordBody) => api.patch<TMessage>('/api/user/password', body);

/** Nothing cached depends on the password, so there is nothing to invalidate. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (res) =>
      toast({
        title: 'Password updated',
        description: res.message || 'Your password has been changed.',
        variant: 'success',
      }),
    onError: (err) =>
      toast({ title: 'Password Update Failed', description: err.message, variant: 'destructive' }),
  });
}
