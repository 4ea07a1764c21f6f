import { z } from 'zod';
import { SOCIAL_PLATFORMS } from './platforms';

/**
 * scheduled: waiting for its time; publishing: one worker holds it (a lease) and is sending it; posted: the
 * platform took it (externalId and url kept); failed: the platform refused it or is not configured (errorMessage
 * says why); missed: it fell due more than an hour ago and was not sent late (R43).
 */
export const SOCIAL_POST_STATUSES = ['scheduled', 'publishing', 'posted', 'failed', 'missed'] as const;
export type TSocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];
export const SOCIAL_POST_STATUS_LABELS: Record<TSocialPostStatus, string> = {
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  posted: 'Posted',
  failed: 'Failed',
  missed: 'Missed',
};

export const SOCIAL_CONTENT_TYPES = ['tips', 'case_studies', 'educational', 'announcements'] as const;
export type TSocialContentType = (typeof SOCIAL_CONTENT_TYPES)[number];
export const SOCIAL_CONTENT_TYPE_LABELS: Record<TSocialContentType, string> = {
  tips: 'Tips',
  case_studies: 'Case studies',
  educational: 'Educational',
  announcements: 'Announcements',
};

/** One figure a post quotes, and where it came from (R42). */
export const ZSocialFigure = z.object({
  /** Stable name of the figure, e.g. "price_moved_share_7d". */
  key: z.string(),
  /** What it measures, in words. */
  label: z.string(),
  /** The number as computed (a share is a percentage 0-100). */
  value: z.number(),
  /** The number as the post prints it, e.g. "37%". */
  formatted: z.string(),
  /** How it was computed: the rows and the window, in words. */
  source: z.string(),
  /** The moment the figure was computed (ISO). */
  computedAt: z.string(),
  /** The rows the figure was computed over (e.g. monitored products), so a share can be judged. */
  sampleSize: z.number().int().nullable(),
});
export type TSocialFigure = z.infer<typeof ZSocialFigure>;

/** Engagement as the platform reports it; a figure it does not give is null, never 0. */
export const ZSocialEngagement = z.object({
  impressions: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  clicks: z.number().int().nullable(),
  /** (likes + shares + comments + clicks known) / impressions × 100, two decimals; null without impressions. */
  engagementRate: z.number().nullable(),
  fetchedAt: z.string(),
});
export type TSocialEngagement = z.infer<typeof ZSocialEngagement>;

export const ZSocialPost = z.object({
  id: z.uuid(),
  platform: z.enum(SOCIAL_PLATFORMS),
  /** The text (for Reddit, the self-post body), hashtags not included. */
  content: z.string(),
  /** Reddit only: the post's title. */
  title: z.string().nullable(),
  /** Without "#". */
  hashtags: z.array(z.string()),
  /** The text as it is sent: content and hashtags. */
  renderedText: z.string(),
  /** The length the platform counts for renderedText (X weighting for twitter) and its limit. */
  textLength: z.number().int(),
  textLimit: z.number().int(),
  targetAudience: z.string().nullable(),
  postType: z.enum(SOCIAL_CONTENT_TYPES),
  /** Which template of its type produced it; null for none (edited posts keep it). */
  templateKey: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Reddit only: the subreddit (without "r/") it goes to. */
  subreddit: z.string().nullable(),
  scheduledFor: z.string(),
  publishedAt: z.string().nullable(),
  status: z.enum(SOCIAL_POST_STATUSES),
  /** Publishing attempts made so far. */
  attempts: z.number().int(),
  /** When the next attempt is due after a 429/5xx; null otherwise. */
  nextAttemptAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  externalId: z.string().nullable(),
  url: z.string().nullable(),
  figures: z.array(ZSocialFigure),
  engagementMetrics: ZSocialEngagement.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSocialPost = z.infer<typeof ZSocialPost>;

/** GET /posts filters (with `limit` 1-200, default 50, and `cursor`). */
export const ZSocialPostsFilter = z.strictObject({
  platform: z.enum(SOCIAL_PLATFORMS, `Platform must be one of: ${SOCIAL_PLATFORMS.join(', ')}`).optional(),
  status: z
    .enum(SOCIAL_POST_STATUSES, `Status must be one of: ${SOCIAL_POST_STATUSES.join(', ')}`)
    .optional(),
});
export type TSocialPostsFilter = z.infer<typeof ZSocialPostsFilter>;
export const SOCIAL_POSTS_PAGE = { default: 50, max: 200 } as const;

export const ZSocialStats = z.object({
  totalPosts: z.number().int(),
  /** Posts published since 00:00 UTC today. */
  postsToday: z.number().int(),
  scheduledPosts: z.number().int(),
  publishingPosts: z.number().int(),
  postedPosts: z.number().int(),
  failedPosts: z.number().int(),
  missedPosts: z.number().int(),
  /** Per platform, the same counts. */
  perPlatform: z.array(
    z.object({
      platform: z.enum(SOCIAL_PLATFORMS),
      scheduled: z.number().int(),
      posted: z.number().int(),
      failed: z.number().int(),
      missed: z.number().int(),
    }),
  ),
});
export type TSocialStats = z.infer<typeof ZSocialStats>;

export const ZSocialGenerateResult = z.object({
  message: z.string(),
  /** Posts drafted and scheduled by this call. */
  scheduled: z.number().int(),
  /** What was not drafted and why (a template without figures yet, a platform at its daily limit, …). */
  skipped: z.array(
    z.object({
      reason: z.string(),
      platform: z.enum(SOCIAL_PLATFORMS).nullable(),
      postType: z.enum(SOCIAL_CONTENT_TYPES).nullable(),
    }),
  ),
  /** The posts drafted, soonest first. */
  posts: z.array(ZSocialPost),
});
export type TSocialGenerateResult = z.infer<typeof ZSocialGenerateResult>;
