import { z } from 'zod';
import { SOCIAL_PLATFORMS, type TSocialPlatform } from './platforms';
import type { TSocialContentType } from './posts';

/** A platform's daily post limit may be set from 1 to 20 (R109). */
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

export const ZSocialStartResult = z.object({
  message: z.string(),
  autoPostingEnabled: z.boolean(),
});
export type TSocialStartResult = z.infer<typeof ZSocialStartResult>;
