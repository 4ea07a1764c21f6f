import { useMutation } from '@tanstack/react-query';
import type { TSocialStartResult } from '@shared/contracts/social';
import { api } from '@web/lib/api-client';
import { useInvalidateSocial } from './social-query-key';

export const startSocialScheduler = () => api.post<TSocialStartResult>('/api/admin/social-media/start');

/** Start Scheduler / Stop: the server toggles auto-posting and says what it did. */
export function useStartSocialScheduler() {
  const invalidate = useInvalidateSocial();
  return useMutation({ mutationFn: startSocialScheduler, onSettled: () => void invalidate() });
}
