import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { useInvalidateSocial } from './social-query-key';

export const deleteSocialPost = (id: string) =>
  api.delete<void>(`/api/admin/social-media/posts/${encodeURIComponent(id)}`);

export function useDeleteSocialPost() {
  const invalidate = useInvalidateSocial();
  return useMutation({
    mutationFn: deleteSocialPost,
    onSuccess: () => toast({ title: 'Post Deleted', variant: 'success' }),
    onError: (err) => toast({ title: 'Delete Failed', description: err.message, variant: 'destructive' }),
    onSettled: () => void invalidate(),
  });
}
