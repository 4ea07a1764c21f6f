import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/logout: ends whatever session the browser still carries before an emailed sign-up link. */
export const endPreviousSession = () => api.post<{ message: string }>('/api/logout');

export function useEndPreviousSession() {
  return useMutation({ mutationFn: endPreviousSession });
}
