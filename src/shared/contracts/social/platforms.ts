/** The platforms posts go to, and what each accepts (docs/product-rules.md R107). */
export const SOCIAL_PLATFORMS = ['twitter', 'linkedin', 'facebook', 'reddit'] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_PLATFORM_LABELS: Record<TSocialPlatform, string> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  reddit: 'Reddit',
};

/** What a platform accepts: X counts characters its own way (R107), a Reddit title has its own limit. */
export const SOCIAL_TEXT_LIMITS: Record<TSocialPlatform, number> = {
  twitter: 280,
  linkedin: 3000,
  facebook: 63_206,
  reddit: 40_000,
};
export const REDDIT_TITLE_LIMIT = 300;
