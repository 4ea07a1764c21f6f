import { useQueryClient } from '@tanstack/react-query';

/** Every social-media query starts with this key, so one write reads the stats, posts and settings again. */
export const socialQueryKey = ['/api/admin/social-media'] as const;

export function useInvalidateSocial() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: socialQueryKey });
}
