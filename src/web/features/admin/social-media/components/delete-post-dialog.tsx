import { SOCIAL_PLATFORM_LABELS, type TSocialPost } from '@shared/contracts/social';
import { fullDateTime } from '@shared/format';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useTimeZone } from '@web/lib/time-zone';
import { useDeleteSocialPost } from '../api/delete-social-post';

/** Deleting a post that has not gone out asks first. */
export function DeletePostDialog({ post, onClose }: { post: TSocialPost | null; onClose: () => void }) {
  const remove = useDeleteSocialPost();
  const timeZone = useTimeZone();
  return (
    <ConfirmDialog
      open={post !== null}
      onClose={onClose}
      title="Delete this post?"
      description={
        post
          ? `The ${SOCIAL_PLATFORM_LABELS[post.platform]} post scheduled for ${fullDateTime(post.scheduledFor, timeZone)} will not be published. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete Post"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => post && remove.mutate(post.id, { onSettled: onClose })}
    />
  );
}
