import { z } from 'zod';

// GET /api/leads/email-tracking (keyset paged: ?cursor=&limit=, Link rel="next"; newest first)

export const LEAD_EMAIL_STATUSES = ['sent', 'delivered', 'failed', 'bounced', 'none'] as const;
export type TLeadEmailStatus = (typeof LEAD_EMAIL_STATUSES)[number];

/** Optional filter besides cursor and limit. */
export const ZLeadEmailTrackingFilter = z.strictObject({
  leadId: z.uuid().optional().describe('Only the emails of this lead'),
});

export const ZLeadEmailTrackingRow = z.object({
  id: z.string(),
  leadId: z.string(),
  storeName: z.string(),
  email: z.string(),
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  subject: z.string(),
  /** none: not handed to the mail server yet (waiting, or kept in the outbox with no SMTP configured). */
  emailStatus: z.enum(LEAD_EMAIL_STATUSES),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type TLeadEmailTrackingRow = z.infer<typeof ZLeadEmailTrackingRow>;

/** The answer: a page of rows, newest first, and the cursor of the next page (also in the Link header). */
export const ZLeadEmailTrackingPage = z.object({
  items: z.array(ZLeadEmailTrackingRow),
  nextCursor: z.string().nullable(),
});
export type TLeadEmailTrackingPage = z.infer<typeof ZLeadEmailTrackingPage>;
export const LEAD_EMAIL_TRACKING_PAGE_SIZE = 50;

// ---------------------------------------------------------------------------------------------------------------
// GET / POST /api/admin/lead-email-settings

export const LEAD_EMAIL_DELAY_RANGE = { min: 1, max: 30 } as const;
export const LEAD_EMAIL_DELAY_DEFAULTS = { email2_delay_days: 5, email3_delay_days: 7 } as const;
/** "Email 2 delay must be between 1 and 30 days": the words both the server (400) and the form use. */
export const LEAD_EMAIL_DELAY_MESSAGE = {
  email2_delay_days: 'Email 2 delay must be between 1 and 30 days',
  email3_delay_days: 'Email 3 delay must be between 1 and 30 days',
} as const;

export const LEAD_EMAIL_DAILY_CAP_DEFAULT = 50;
export const LEAD_EMAIL_DAILY_CAP_MESSAGE = 'The daily sending cap must be between 1 and 1000 emails';

const delayDays = (key: keyof typeof LEAD_EMAIL_DELAY_MESSAGE) =>
  z
    .number({ error: LEAD_EMAIL_DELAY_MESSAGE[key] })
    .int({ error: LEAD_EMAIL_DELAY_MESSAGE[key] })
    .min(LEAD_EMAIL_DELAY_RANGE.min, { error: LEAD_EMAIL_DELAY_MESSAGE[key] })
    .max(LEAD_EMAIL_DELAY_RANGE.max, { error: LEAD_EMAIL_DELAY_MESSAGE[key] });

/**
 * Both the GET answer and the POST body. email2_delay_days counts from email 1, email3_delay_days from email 2.
 */
export const ZLeadEmailSettings = z.strictObject({
  email2_delay_days: delayDays('email2_delay_days'),
  email3_delay_days: delayDays('email3_delay_days'),
  /** Outreach emails sent per day at most (UTC day); the GET always answers it, a POST may leave it out. */
  daily_cap: z
    .number({ error: LEAD_EMAIL_DAILY_CAP_MESSAGE })
    .int({ error: LEAD_EMAIL_DAILY_CAP_MESSAGE })
    .min(1, { error: LEAD_EMAIL_DAILY_CAP_MESSAGE })
    .max(1000, { error: LEAD_EMAIL_DAILY_CAP_MESSAGE })
    .optional(),
});
export type TLeadEmailSettings = z.infer<typeof ZLeadEmailSettings>;
