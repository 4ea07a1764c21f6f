import { z } from 'zod';
import { REDDIT_TITLE_LIMIT, SOCIAL_TEXT_LIMITS } from './platforms';

/** The {id} of /posts/{id} and its publish and retry calls. */
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
