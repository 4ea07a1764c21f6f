import { useMutation } from '@tanstack/react-query';
import type { TSocialPost, TSocialPostPatchBody } from '@shared/contracts/social';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { useInvalidateSocial } from './social-query-key';

export const updateSocialPost = ({ id, body }: { id: string; body: TSocialPostPatchBody }) =>
  api.patch<TSocialPost>(`/api/admin/social-media/posts/${encodeURIComponent(id)}`, body);

/** Edit or reschedule a post; a refusal keeps its message for the dialog to show. */
export function useUpdateSocialPost() {
  const invalidate = useInvalidateSocial();
  return useMutation({
    mutationFn: updateSocialPost,
    onSuccess: () => {
      toast({ title: 'Post Updated', variant: 'success' });
      void invalidate();
    },
  });
}
