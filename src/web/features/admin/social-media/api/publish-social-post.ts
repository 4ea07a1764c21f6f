import { useMutation } from '@tanstack/react-query';
import { SOCIAL_PLATFORM_LABELS, type TSocialPost } from '@shared/contracts/social';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { useInvalidateSocial } from './social-query-key';

export const publishSocialPost = (id: string) =>
  api.post<TSocialPost>(`/api/admin/social-media/posts/${encodeURIComponent(id)}/publish`);

/** Publish now: one attempt at once; the toast says what the platform answered (docs/product-rules.md R42). */
export function usePublishSocialPost() {
  const invalidate = useInvalidateSocial();
  return useMutation({
    mutationFn: publishSocialPost,
    onSuccess: (post) =>
      post.status === 'posted'
        ? toast({
            title: 'Post Published',
            description: `Posted to ${SOCIAL_PLATFORM_LABELS[post.platform]}.`,
            variant: 'success',
          })
        : toast({
            title: post.status === 'failed' ? 'Publish Failed' : 'Publish Pending',
            description:
              post.errorMessage ??
              `The post is ${post.status}; ${SOCIAL_PLATFORM_LABELS[post.platform]} has not taken it yet.`,
            variant: post.status === 'failed' ? 'destructive' : 'default',
          }),
    onError: (err) => toast({ title: 'Publish Failed', description: err.message, variant: 'destructive' }),
    onSettled: () => void invalidate(),
  });
}
