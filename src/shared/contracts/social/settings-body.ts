import { z } from 'zod';
import { SOCIAL_PLATFORM_LABELS, type TSocialPlatform } from './platforms';
import { SOCIAL_CONTENT_TYPE_LABELS, type TSocialContentType } from './posts';
import { SOCIAL_DAILY_LIMIT_MAX, SOCIAL_DAILY_LIMIT_MIN } from './settings';

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
