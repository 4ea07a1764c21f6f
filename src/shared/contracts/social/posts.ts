import { z } from 'zod';

/**
 * Social media automation, /admin/social-media (docs/product-rules.md R42, R43, R106-R113). Every call lives
 * under /api/admin/social-media and is admin-only:
 *
 * - GET    /posts?platform=&status=&limit=&cursor=  ZSocialPost[] newest scheduledFor first; paging headers
 *          `Link: <…>; rel="next"`, `x-next-cursor`, `x-total-count` (true total of the filtered list, first page)
 * - GET    /stats                                  ZSocialStats
 * - GET    /settings                               ZSocialSettings
 * - POST   /settings   ZSocialSettingsBody         ZSocialSettings (400 {message} says why a value is refused)
 * - POST   /generate   (no body)                   ZSocialGenerateResult
 * - POST   /start      (no body)                   ZSocialStartResult (toggles auto-posting)
 * - PATCH  /posts/{id} ZSocialPostPatchBody        ZSocialPost (409 unless scheduled or failed)
 * - DELETE /posts/{id}                             204 (409 while publishing or once posted)
 * - POST   /posts/{id}/publish (no body)           ZSocialPost after one attempt now (409 unless scheduled/failed)
 * - POST   /posts/{id}/retry   (no body)           ZSocialPost scheduled again for now (409 unless failed/missed)
 */

export const SOCIAL_PLATFORMS = ['twitter', 'linkedin', 'facebook', 'reddit'] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_PLATFORM_LABELS: Record<TSocialPlatform, string> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  reddit: 'Reddit',
};

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

/** What a platform accepts: X counts characters its own way (R107), a Reddit title has its own limit. */
export const SOCIAL_TEXT_LIMITS: Record<TSocialPlatform, number> = {
  twitter: 280,
  linkedin: 3000,
  facebook: 63_206,
  reddit: 40_000,
};
export const REDDIT_TITLE_LIMIT = 300;
export const SOCIAL_DAILY_LIMIT_MIN = 1;
export const SOCIAL_DAILY_LIMIT_MAX = 20;

/** The seeded settings (R42). Hours are UTC hours of the day. */
export const SOCIAL_DEFAULT_DAILY_LIMITS: Record<TSocialPlatform, number> = {
  twitter: 4,
  linkedin: 3,
  facebook: 3,
  reddit: 2,
};
export const SOCIAL_DEFAULT_POSTING_HOURS: Record<TSocialPlatform, number[]> = {
  twitter: [9, 12, 15, 18],
  linkedin: [8, 13, 17],
  facebook: [9, 15, 19],
  reddit: [10, 16],
};
export const SOCIAL_DEFAULT_CONTENT_MIX: Record<TSocialContentType, number> = {
  tips: 40,
  case_studies: 30,
  educational: 20,
  announcements: 10,
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

export const ZSocialPlatformState = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  /** Every variable the client needs is set. */
  configured: z.boolean(),
  /** The platform refused the credentials (401/403): its posts are paused until they are replaced (R43). */
  needsNewCredentials: z.boolean(),
  /** Env variable names still to set (never their values). */
  missingVariables: z.array(z.string()),
  /** When the platform last refused the credentials, and what it said. */
  credentialsRefusedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TSocialPlatformState = z.infer<typeof ZSocialPlatformState>;

const limitsShape = z.object({
  twitter: z.number().int(),
  linkedin: z.number().int(),
  facebook: z.number().int(),
  reddit: z.number().int(),
});
const hoursShape = z.object({
  twitter: z.array(z.number().int()),
  linkedin: z.array(z.number().int()),
  facebook: z.array(z.number().int()),
  reddit: z.array(z.number().int()),
});
const mixShape = z.object({
  tips: z.number().int(),
  case_studies: z.number().int(),
  educational: z.number().int(),
  announcements: z.number().int(),
});

export const ZSocialSettings = z.object({
  autoPostingEnabled: z.boolean(),
  dailyPostLimits: limitsShape,
  /** UTC hours of the day, ascending. */
  optimalPostingTimes: hoursShape,
  /** Percent per content type; adds up to 100. */
  contentMix: mixShape,
  /** Reddit posts go to r/{subreddit}; null until set (Reddit posts are skipped meanwhile). */
  subreddit: z.string().nullable(),
  lastContentGeneration: z.string().nullable(),
  platforms: z.array(ZSocialPlatformState),
});
export type TSocialSettings = z.infer<typeof ZSocialSettings>;

const dailyLimit = (platform: TSocialPlatform) =>
  z
    .number(`Daily post limit for ${SOCIAL_PLATFORM_LABELS[platform]} must be a whole number`)
    .int(`Daily post limit for ${SOCIAL_PLATFORM_LABELS[platform]} must be a whole number`)
    .min(
      SOCIAL_DAILY_LIMIT_MIN,
      `Daily post limit for ${SOCIAL_PLATFORM_LABELS[platform]} must be 1 to 20 posts`,
    )
    .max(
      SOCIAL_DAILY_LIMIT_MAX,
      `Daily post limit for ${SOCIAL_PLATFORM_LABELS[platform]} must be 1 to 20 posts`,
    );

const mixPercent = (type: TSocialContentType) =>
  z
    .number(`${SOCIAL_CONTENT_TYPE_LABELS[type]} must be a whole percentage`)
    .int(`${SOCIAL_CONTENT_TYPE_LABELS[type]} must be a whole percentage`)
    .min(0, `${SOCIAL_CONTENT_TYPE_LABELS[type]} must be 0 to 100 percent`)
    .max(100, `${SOCIAL_CONTENT_TYPE_LABELS[type]} must be 0 to 100 percent`);

const postingHours = (platform: TSocialPlatform) =>
  z
    .array(
      z
        .number(`Posting hours for ${SOCIAL_PLATFORM_LABELS[platform]} must be whole hours 0 to 23 (UTC)`)
        .int(`Posting hours for ${SOCIAL_PLATFORM_LABELS[platform]} must be whole hours 0 to 23 (UTC)`)
        .min(0, `Posting hours for ${SOCIAL_PLATFORM_LABELS[platform]} must be whole hours 0 to 23 (UTC)`)
        .max(23, `Posting hours for ${SOCIAL_PLATFORM_LABELS[platform]} must be whole hours 0 to 23 (UTC)`),
    )
    .min(1, `${SOCIAL_PLATFORM_LABELS[platform]} needs at least one posting hour`)
    .max(24, `${SOCIAL_PLATFORM_LABELS[platform]} can have at most 24 posting hours`)
    .refine(
      (hours) => new Set(hours).size === hours.length,
      `Posting hours for ${SOCIAL_PLATFORM_LABELS[platform]} must not repeat`,
    );

export const SUBREDDIT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/;

/**
 * POST /settings: one or more of the settings; each is checked on its own (R109). dailyPostLimits and
 * optimalPostingTimes may name only some platforms (the others keep theirs); contentMix names all four types and
 * adds up to 100. subreddit null clears it.
 */
export const ZSocialSettingsBody = z
  .strictObject({
    autoPostingEnabled: z.boolean('Auto-posting must be true or false').optional(),
    dailyPostLimits: z
      .strictObject({
        twitter: dailyLimit('twitter').optional(),
        linkedin: dailyLimit('linkedin').optional(),
        facebook: dailyLimit('facebook').optional(),
        reddit: dailyLimit('reddit').optional(),
      })
      .optional(),
    contentMix: z
      .strictObject(
        {
          tips: mixPercent('tips'),
          case_studies: mixPercent('case_studies'),
          educational: mixPercent('educational'),
          announcements: mixPercent('announcements'),
        },
        'The content mix needs tips, case_studies, educational and announcements',
      )
      .refine((mix) => mix.tips + mix.case_studies + mix.educational + mix.announcements === 100, {
        error: (issue) => {
          const mix = issue.input as Record<TSocialContentType, number>;
          const sum = mix.tips + mix.case_studies + mix.educational + mix.announcements;
          return `The content mix must add up to 100% (it adds up to ${sum}%)`;
        },
      })
      .optional(),
    optimalPostingTimes: z
      .strictObject({
        twitter: postingHours('twitter').optional(),
        linkedin: postingHours('linkedin').optional(),
        facebook: postingHours('facebook').optional(),
        reddit: postingHours('reddit').optional(),
      })
      .optional(),
    subreddit: z
      .string('Subreddit must be a name like "shopify" (without r/)')
      .trim()
      .transform((s) => s.replace(/^\/?r\//i, ''))
      .pipe(
        z
          .string()
          .regex(SUBREDDIT_PATTERN, 'Subreddit must be 3 to 21 letters, digits or underscores (without r/)'),
      )
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Send one of autoPostingEnabled, dailyPostLimits, contentMix, optimalPostingTimes or subreddit',
  });
export type TSocialSettingsBody = z.input<typeof ZSocialSettingsBody>;

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

export const ZSocialStartResult = z.object({
  message: z.string(),
  autoPostingEnabled: z.boolean(),
});
export type TSocialStartResult = z.infer<typeof ZSocialStartResult>;

export const ZSocialPostParams = z.strictObject({ id: z.uuid('Post id must be a UUID') });

/** PATCH /posts/{id}: while scheduled or failed; the text is checked against the platform's limit (R107). */
export const ZSocialPostPatchBody = z
  .strictObject({
    content: z
      .string('Content must be text')
      .trim()
      .min(1, 'Content is required')
      .max(SOCIAL_TEXT_LIMITS.facebook, 'Content is too long for any platform')
      .optional(),
    title: z
      .string('Title must be text')
      .trim()
      .min(1, 'Title is required')
      .max(REDDIT_TITLE_LIMIT, `A Reddit title must be at most ${REDDIT_TITLE_LIMIT} characters`)
      .optional(),
    hashtags: z
      .array(
        z
          .string('Each hashtag must be text')
          .trim()
          .transform((h) => h.replace(/^#/, ''))
          .pipe(
            z
              .string()
              .regex(
                /^[\p{L}\p{N}_]{1,100}$/u,
                'A hashtag is letters, digits and underscores only (no spaces)',
              ),
          ),
      )
      .max(30, 'At most 30 hashtags')
      .optional(),
    scheduledFor: z.iso
      .datetime({ offset: true, error: 'Scheduled time must be a date and time (ISO 8601)' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Send one of content, title, hashtags or scheduledFor',
  });
export type TSocialPostPatchBody = z.input<typeof ZSocialPostPatchBody>;
