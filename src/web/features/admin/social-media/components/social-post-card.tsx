import { ExternalLink } from 'lucide-react';
import {
  SOCIAL_CONTENT_TYPE_LABELS,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_POST_STATUS_LABELS,
  type TSocialEngagement,
  type TSocialPost,
  type TSocialPostStatus,
} from '@shared/contracts/social';
import { formatCount, fullDateTime } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useTimeZone } from '@web/lib/time-zone';
import { usePublishSocialPost } from '../api/publish-social-post';
import { useRetrySocialPost } from '../api/retry-social-post';
import type { TEditMode } from './edit-post-dialog';

const STATUS_VARIANT: Record<
  TSocialPostStatus,
  'default' | 'secondary' | 'success' | 'warning' | 'destructive'
> = {
  scheduled: 'default',
  publishing: 'secondary',
  posted: 'success',
  failed: 'destructive',
  missed: 'warning',
};

/** What can be done to a post in each status (the server refuses the rest with a 409). */
const CAN = {
  edit: (s: TSocialPostStatus) => s === 'scheduled' || s === 'failed',
  publish: (s: TSocialPostStatus) => s === 'scheduled' || s === 'failed',
  retry: (s: TSocialPostStatus) => s === 'failed' || s === 'missed',
  remove: (s: TSocialPostStatus) => s !== 'publishing' && s !== 'posted',
};

const ENGAGEMENT: [keyof Omit<TSocialEngagement, 'engagementRate' | 'fetchedAt'>, string][] = [
  ['impressions', 'impressions'],
  ['likes', 'likes'],
  ['shares', 'shares'],
  ['comments', 'comments'],
  ['clicks', 'clicks'],
];

/** One post: where and when it goes, its text, what became of it, the figures it quotes, and its actions. */
export function SocialPostCard(props: {
  post: TSocialPost;
  onEdit: (post: TSocialPost, mode: TEditMode) => void;
  onDelete: (post: TSocialPost) => void;
}) {
  const { post } = props;
  const timeZone = useTimeZone();
  const publish = usePublishSocialPost();
  const retry = useRetrySocialPost();
  const platform = SOCIAL_PLATFORM_LABELS[post.platform];
  const label = `${platform} post scheduled ${fullDateTime(post.scheduledFor, timeZone)}`;
  const over = post.textLength > post.textLimit;

  return (
    <article aria-label={label} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{platform}</Badge>
        <Badge variant={STATUS_VARIANT[post.status]}>{SOCIAL_POST_STATUS_LABELS[post.status]}</Badge>
        <span className="text-xs text-muted-foreground">{SOCIAL_CONTENT_TYPE_LABELS[post.postType]}</span>
        {post.subreddit ? <span className="text-xs text-muted-foreground">r/{post.subreddit}</span> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {post.status === 'posted' && post.publishedAt ? (
          <>
            Posted <time dateTime={post.publishedAt}>{fullDateTime(post.publishedAt, timeZone)}</time>
          </>
        ) : (
          <>
            Scheduled for{' '}
            <time dateTime={post.scheduledFor}>{fullDateTime(post.scheduledFor, timeZone)}</time>
          </>
        )}
        {post.attempts > 0 && post.status !== 'posted'
          ? ` · ${post.attempts} attempt${post.attempts === 1 ? '' : 's'}`
          : ''}
        {post.nextAttemptAt ? ` · next attempt ${fullDateTime(post.nextAttemptAt, timeZone)}` : ''}
      </p>
      {post.title ? <p className="font-semibold break-words">{post.title}</p> : null}
      <p className="text-sm break-words whitespace-pre-wrap">{post.content}</p>
      {post.hashtags.length > 0 ? (
        <p className="text-sm break-words text-primary">{post.hashtags.map((h) => `#${h}`).join(' ')}</p>
      ) : null}
      <p className={over ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {formatCount(post.textLength)} / {formatCount(post.textLimit)} characters
        {post.platform === 'twitter' ? ' as X counts them' : ''}
      </p>
      {post.errorMessage && (post.status === 'failed' || post.status === 'missed') ? (
        <p className="rounded-lg bg-destructive-soft px-3 py-2 text-sm break-words text-destructive">
          {post.errorMessage}
        </p>
      ) : null}
      {post.status === 'posted' && post.url ? (
        <a
          href={post.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium break-all text-primary hover:underline"
        >
          View on {platform} <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          <span className="sr-only">({post.url})</span>
        </a>
      ) : null}
      {post.engagementMetrics ? <Engagement metrics={post.engagementMetrics} /> : null}
      {post.figures.length > 0 ? <Figures post={post} timeZone={timeZone} /> : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {CAN.publish(post.status) ? (
          <Button
            size="sm"
            disabled={publish.isPending}
            onClick={() => publish.mutate(post.id)}
            aria-label={`Publish now: ${label}`}
          >
            {publish.isPending ? 'Publishing...' : 'Publish now'}
          </Button>
        ) : null}
        {CAN.retry(post.status) ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={retry.isPending}
            onClick={() => retry.mutate(post.id)}
            aria-label={`Retry: ${label}`}
          >
            {retry.isPending ? 'Retrying...' : 'Retry'}
          </Button>
        ) : null}
        {CAN.edit(post.status) ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => props.onEdit(post, 'edit')}
              aria-label={`Edit: ${label}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => props.onEdit(post, 'reschedule')}
              aria-label={`Reschedule: ${label}`}
            >
              Reschedule
            </Button>
          </>
        ) : null}
        {CAN.remove(post.status) ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            onClick={() => props.onDelete(post)}
            aria-label={`Delete: ${label}`}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** The figures the platform reported; one it does not give (null) is left out, never shown as 0. */
function Engagement({ metrics }: { metrics: TSocialEngagement }) {
  const known = ENGAGEMENT.flatMap(([key, noun]) => {
    const v = metrics[key];
    return v === null ? [] : [`${formatCount(v)} ${noun}`];
  });
  if (metrics.engagementRate !== null) known.push(`${metrics.engagementRate.toFixed(2)}% engagement`);
  if (known.length === 0) return null;
  return (
    <p className="text-sm" aria-label="Engagement">
      {known.join(' · ')}
    </p>
  );
}

/** Every figure the post quotes, with how it was computed (docs/product-rules.md R42). */
function Figures({ post, timeZone }: { post: TSocialPost; timeZone: string | undefined }) {
  return (
    <details className="rounded-lg border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Figures quoted ({post.figures.length})</summary>
      <ul className="mt-2 space-y-2">
        {post.figures.map((f) => (
          <li key={f.key}>
            <span className="font-medium">{f.formatted}</span> {f.label}
            <span className="block text-xs text-muted-foreground">
              {f.source}
              {f.sampleSize !== null ? ` · ${formatCount(f.sampleSize)} rows` : ''} · computed{' '}
              {fullDateTime(f.computedAt, timeZone)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
