import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const forgotPassword = (email: string) =>
  api.post<{ message: string }>('/api/forgot-password', { email });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
