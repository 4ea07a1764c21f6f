import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TPublicUser, TRegisterBody } from '@shared/contracts/auth';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { setSignInLanding } from '../lib/sign-in-landing';
import { userQueryKey } from './get-user';

export const register = (body: TRegisterBody) => api.post<TPublicUser>('/api/register', body);

/** `next`: a path of this site (already checked with safeNext), say the payment page of the plan chosen. */
export function useRegister({ next }: { next?: string | null } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      const landing = next ?? paths.home;
      setSignInLanding(landing);
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: 'Welcome to Rivalwatch!',
        description: 'Your account has been created successfully.',
        variant: 'success',
      });
      void navigate(landing, { replace: true });
    },
    onError: (err) =>
      toast({ title: 'Registration failed', description: err.message, variant: 'destructive' }),
  });
}
