import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const resetPassword = (body: { token: string; newPassword: string }) =>
  api.post<{ message: string }>('/api/reset-password', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
