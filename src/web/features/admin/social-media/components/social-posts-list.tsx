import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import {
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_STATUS_LABELS,
  SOCIAL_POST_STATUSES,
  type TSocialPlatform,
  type TSocialPost,
  type TSocialPostStatus,
} from '@shared/contracts/social';
import { ShowMore, useFirstRows } from '@web/components/insights/show-more';
import { Card } from '@web/components/ui/card';
import { NativeSelect } from '@web/components/ui/input';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { pagedList, type TNextPage } from '@web/lib/paging';
import { LoadingBlock } from '../../lib';
import { useSocialPosts, type TSocialPostFilters } from '../api/get-social-posts';
import { DeletePostDialog } from './delete-post-dialog';
import { EditPostDialog, type TEditMode } from './edit-post-dialog';
import { SocialPostCard } from './social-post-card';

/** The Posts tab: filters by platform and status, then the posts newest scheduled first, paged by cursor. */
export function SocialPostsList() {
  const [filters, setFilters] = useState<TSocialPostFilters>({ platform: '', status: '' });
  const [editing, setEditing] = useState<{ post: TSocialPost; mode: TEditMode } | null>(null);
  const [deleting, setDeleting] = useState<TSocialPost | null>(null);
  const posts = useSocialPosts(filters);
  const { items, total, next } = pagedList(posts);
  const filtered = filters.platform !== '' || filters.status !== '';

  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row">
        <NativeSelect
          aria-label="Platform"
          value={filters.platform}
          onChange={(e) => setFilters({ ...filters, platform: e.target.value as TSocialPlatform | '' })}
          className="sm:w-48"
        >
          <option value="">All platforms</option>
          {SOCIAL_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {SOCIAL_PLATFORM_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Status"
          value={filters.status}
          onChange={(e) => setFilters({ ...filters, status: e.target.value as TSocialPostStatus | '' })}
          className="sm:w-48"
        >
          <option value="">All statuses</option>
          {SOCIAL_POST_STATUSES.map((st) => (
            <option key={st} value={st}>
              {SOCIAL_POST_STATUS_LABELS[st]}
            </option>
          ))}
        </NativeSelect>
      </Card>
      {posts.isPending ? (
        <LoadingBlock label="Loading posts" />
      ) : !posts.data ? (
        <ErrorState title="Failed to fetch posts" error={posts.error} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No data yet"
          description={
            filtered
              ? 'No post matches these filters.'
              : 'Generate Content drafts posts from the latest figures and schedules them here.'
          }
        />
      ) : (
        <PostCards
          items={items}
          total={total}
          next={next}
          onEdit={(post, mode) => setEditing({ post, mode })}
          onDelete={setDeleting}
        />
      )}
      <EditPostDialog
        post={editing?.post ?? null}
        mode={editing?.mode ?? 'edit'}
        onClose={() => setEditing(null)}
      />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function PostCards(props: {
  items: TSocialPost[];
  total: number | null;
  next: TNextPage;
  onEdit: (post: TSocialPost, mode: TEditMode) => void;
  onDelete: (post: TSocialPost) => void;
}) {
  const rows = useFirstRows(props.items);
  return (
    <Card>
      <ul aria-label="Posts" className="divide-y divide-border">
        {rows.visible.map((post) => (
          <li key={post.id}>
            <SocialPostCard post={post} onEdit={props.onEdit} onDelete={props.onDelete} />
          </li>
        ))}
      </ul>
      <ShowMore
        rows={rows}
        noun="posts"
        total={props.total}
        next={{
          ...props.next,
          onLoadMore: () => {
            rows.expand();
            props.next.onLoadMore();
          },
        }}
      />
    </Card>
  );
}
