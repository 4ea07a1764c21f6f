import { useMutation } from '@tanstack/react-query';
import type { TSocialGenerateResult } from '@shared/contracts/social';
import { api } from '@web/lib/api-client';
import { useInvalidateSocial } from './social-query-key';

/** The Generate Content button stays busy at least this long, however fast the server answers. */
export const GENERATE_MIN_BUSY_MS = 2000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const generateSocialContent = () =>
  api.post<TSocialGenerateResult>('/api/admin/social-media/generate');

/** Drafts and schedules posts from the current figures; busy for at least GENERATE_MIN_BUSY_MS. */
export function useGenerateSocialContent() {
  const invalidate = useInvalidateSocial();
  return useMutation({
    mutationFn: async () => {
      const [result] = await Promise.allSettled([generateSocialContent(), pause(GENERATE_MIN_BUSY_MS)]);
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    },
    onSettled: () => void invalidate(),
  });
}
