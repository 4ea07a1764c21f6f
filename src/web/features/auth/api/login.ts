import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TLoginBody, TPublicUser } from '@shared/contracts/auth';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, api } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { setSignInLanding } from '../lib/sign-in-landing';
import { userQueryKey } from './get-user';

export const login = (body: TLoginBody) =>
  api.post<TPublicUser | { success: boolean; user: TPublicUser }>('/api/login', body);

/** Server message, else "Login failed ({status})", else "Network error" (docs/product-rules.md R23). */
export function loginErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    const m = (err.body as { message?: unknown } | null)?.message;
    return typeof m === 'string' && m ? m : `Login failed (${err.status})`;
  }
  return 'Network error';
}

/** `next`: a path of this site (already checked with safeNext) to open instead of the usual landing screen. */
export function useLogin({ next }: { next?: string | null } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      const user = 'user' in data ? data.user : data;
      const landing = next ?? (user.isAdmin ? paths.admin : paths.home);
      setSignInLanding(landing);
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: 'Welcome back!',
        description: 'Successfully signed in to Rivalwatch.',
        variant: 'success',
      });
      void navigate(landing, { replace: true });
    },
    onError: (err) =>
      toast({ title: 'Login failed', description: loginErrorText(err), variant: 'destructive' }),
  });
}
