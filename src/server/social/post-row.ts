import { SOCIAL_TEXT_LIMITS, type TSocialPost } from '@shared/contracts/social';
import { platformTextLength, renderPostText } from '@shared/social/text-length';
import type { TSocialPostRow } from '../db/schema';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A post as the admin API answers it. */
export function toSocialPost(row: TSocialPostRow): TSocialPost {
  const renderedText = renderPostText(row.platform, row.content, row.hashtags);
  return {
    id: row.id,
    platform: row.platform,
    content: row.content,
    title: row.title,
    hashtags: row.hashtags,
    renderedText,
    textLength: platformTextLength(row.platform, renderedText),
    textLimit: SOCIAL_TEXT_LIMITS[row.platform],
    targetAudience: row.targetAudience,
    postType: row.postType,
    templateKey: row.templateKey,
    imageUrl: row.imageUrl,
    subreddit: row.subreddit,
    scheduledFor: row.scheduledFor.toISOString(),
    publishedAt: iso(row.publishedAt),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    errorMessage: row.errorMessage,
    externalId: row.externalId,
    url: row.url,
    figures: row.figures,
    engagementMetrics: row.engagement,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
