import { useMutation } from '@tanstack/react-query';
import type { TSocialPost } from '@shared/contracts/social';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { useInvalidateSocial } from './social-query-key';

export const retrySocialPost = (id: string) =>
  api.post<TSocialPost>(`/api/admin/social-media/posts/${encodeURIComponent(id)}/retry`);

/** Retry a failed or missed post: it is scheduled again for now (docs/product-rules.md R43). */
export function useRetrySocialPost() {
  const invalidate = useInvalidateSocial();
  return useMutation({
    mutationFn: retrySocialPost,
    onSuccess: () =>
      toast({ title: 'Post Rescheduled', description: 'It goes out with the next run.', variant: 'success' }),
    onError: (err) => toast({ title: 'Retry Failed', description: err.message, variant: 'destructive' }),
    onSettled: () => void invalidate(),
  });
}
