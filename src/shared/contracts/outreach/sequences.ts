import { z } from 'zod';

/**
 * The outreach sequence, its lawful sending and the competitive report (docs/product-rules.md R41, R98-R105).
 * All /api/leads* and /api/admin/* routes here are admin-only; the report token page and the unsubscribe URL are
 * public. Dates are ISO strings; prices are decimal strings in the report's currency.
 */

/** The three emails of a sequence, in order: 1 welcome, 2 competitor insights, 3 final offer. */
export const OUTREACH_STEPS = [1, 2, 3] as const;
export type TOutreachStep = (typeof OUTREACH_STEPS)[number];
export const OUTREACH_STEP_NAMES: Record<TOutreachStep, string> = {
  1: 'Welcome',
  2: 'Competitor insights',
  3: 'Final offer',
};

// ---------------------------------------------------------------------------------------------------------------
// POST /api/leads/sequences

export const ZStartSequencesBody = z.strictObject({
  leadIds: z.array(z.uuid()).min(1).max(500),
});
export type TStartSequencesBody = z.infer<typeof ZStartSequencesBody>;

/** Why a lead was not enrolled; the words the screen shows next to the lead. */
export const SEQUENCE_SKIP_REASONS = [
  'no_email',
  'suppressed',
  'existing_user',
  'customer',
  'already_enrolled',
  'not_found',
] as const;
export type TSequenceSkipReason = (typeof SEQUENCE_SKIP_REASONS)[number];
export const SEQUENCE_SKIP_TEXT: Record<TSequenceSkipReason, string> = {
  no_email: 'The lead has no email address',
  suppressed: 'The address is on the suppression list (unsubscribed or bounced)',
  existing_user: 'The address belongs to a Rivalwatch user already',
  customer: 'The lead is a customer',
  already_enrolled: 'The lead already has a sequence',
  not_found: 'No lead has this id',
};

export const ZSequenceSkip = z.object({
  leadId: z.string(),
  reason: z.enum(SEQUENCE_SKIP_REASONS),
  /** The reason in words (SEQUENCE_SKIP_TEXT). */
  message: z.string(),
});
export type TSequenceSkip = z.infer<typeof ZSequenceSkip>;

/** 200 of POST /api/leads/sequences. 409 {message} names COMPANY_POSTAL_ADDRESS when it is not set. */
export const ZStartSequencesResult = z.object({
  started: z.number().int(),
  skipped: z.array(ZSequenceSkip),
});
export type TStartSequencesResult = z.infer<typeof ZStartSequencesResult>;

// ---------------------------------------------------------------------------------------------------------------
// The sequence state (POST /api/leads/{id}/sequence/stop answers it)

export const SEQUENCE_STATUSES = ['active', 'completed', 'stopped'] as const;
export type TSequenceStatus = (typeof SEQUENCE_STATUSES)[number];

/** Why a sequence stopped before its third email. */
export const SEQUENCE_STOP_REASONS = [
  'replied',
  'customer',
  'signed_up',
  'unsubscribed',
  'bounced',
  'stopped_by_admin',
] as const;
export type TSequenceStopReason = (typeof SEQUENCE_STOP_REASONS)[number];
export const SEQUENCE_STOP_TEXT: Record<TSequenceStopReason, string> = {
  replied: 'The lead replied',
  customer: 'The lead became a customer',
  signed_up: 'The lead signed up',
  unsubscribed: 'The lead unsubscribed',
  bounced: 'The address bounced',
  stopped_by_admin: 'Stopped by an admin',
};

export const ZSequenceState = z.object({
  id: z.string(),
  leadId: z.string(),
  status: z.enum(SEQUENCE_STATUSES),
  /** The last email sent: 0 before email 1 went, then 1, 2 or 3. */
  currentStep: z.number().int().min(0).max(3),
  stopReason: z.enum(SEQUENCE_STOP_REASONS).nullable(),
  /** The next email's step and earliest time; null when the sequence is over. */
  nextStep: z.number().int().min(1).max(3).nullable(),
  nextSendAt: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TSequenceState = z.infer<typeof ZSequenceState>;

// ---------------------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------------------
// GET /api/admin/marketing/stats

export const ZCount = z.object({ key: z.string(), count: z.number().int() });

export const ZOutreachStepStats = z.object({
  step: z.number().int().min(1).max(3),
  sent: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  replied: z.number().int(),
  bounced: z.number().int(),
  /** Percentages of `sent`, one decimal; null when none was sent ("No data yet"). */
  openRate: z.number().nullable(),
  clickRate: z.number().nullable(),
  replyRate: z.number().nullable(),
});
export type TOutreachStepStats = z.infer<typeof ZOutreachStepStats>;

export const ZOutreachSendingState = z.object({
  /** False with the variable to set when outreach cannot send at all. */
  postalAddressConfigured: z.boolean(),
  /** Paused because more than 5 % of the last 100 outreach emails bounced. */
  paused: z.boolean(),
  /** Why sending is paused or refused, in words; null when it runs. */
  pausedReason: z.string().nullable(),
  /** Bounces among the last (up to) 100 outreach emails, and how many that window holds. */
  recentBounced: z.number().int(),
  recentSent: z.number().int(),
  dailyCap: z.number().int(),
  sentToday: z.number().int(),
  activeSequences: z.number().int(),
});
export type TOutreachSendingState = z.infer<typeof ZOutreachSendingState>;

export const ZMarketingStats = z.object({
  leadsTotal: z.number().int(),
  /** key: lead source (csv, monitored_store, directory). */
  leadsBySource: z.array(ZCount),
  /** key: lead status (new, contacted, responded, qualified, customer). */
  leadsByStatus: z.array(ZCount),
  steps: z.array(ZOutreachStepStats),
  emailsSent: z.number().int(),
  unsubscribes: z.number().int(),
  bounces: z.number().int(),
  suppressedAddresses: z.number().int(),
  /** Leads linked to a user who signed up, and those of them on a paying plan. */
  conversions: z.object({ signedUp: z.number().int(), paying: z.number().int() }),
  sending: ZOutreachSendingState,
});
export type TMarketingStats = z.infer<typeof ZMarketingStats>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/leads/{id}/report (admin) and GET /api/reports/{token} (public)

export const REPORT_STATUSES = ['generated', 'insufficient_data'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];
/** Stores sharing the lead's category needed before a report states market figures. */
export const REPORT_MIN_COMPETITORS = 3;

export const ZReportProduct = z.object({
  name: z.string(),
  price: z.string().nullable(),
  compareAtPrice: z.string().nullable(),
  availability: z.enum(['in_stock', 'out_of_stock']),
  url: z.string(),
  description: z.string().nullable(),
});
export type TReportProduct = z.infer<typeof ZReportProduct>;

export const ZReportCompetitor = z.object({
  name: z.string(),
  website: z.string(),
  category: z.string().nullable(),
  avgPrice: z.string().nullable(),
  productCount: z.number().int(),
  lastUpdated: z.string().nullable(),
  products: z.array(ZReportProduct),
});
export type TReportCompetitor = z.infer<typeof ZReportCompetitor>;

export const ZProductTypeCount = z.object({ type: z.string(), count: z.number().int() });

/** The report as the lead reads it (public page): no internal ids. */
export const ZPublicReport = z.object({
  storeName: z.string(),
  website: z.string(),
  category: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** How the compared stores were chosen, in words (e.g. "Stores in the category Fitness"). */
  basis: z.string(),
  /** Set when status is insufficient_data: what is missing, in words. */
  message: z.string().nullable(),
  currency: z.string().nullable(),
  competitorCount: z.number().int(),
  avgMarketPrice: z.string().nullable(),
  priceRangeMin: z.string().nullable(),
  priceRangeMax: z.string().nullable(),
  commonProductTypes: z.array(ZProductTypeCount),
  /** Derived by stated rules from the figures; empty when status is insufficient_data. */
  marketPositioning: z.string().nullable(),
  opportunities: z.array(z.string()),
  recommendations: z.array(z.string()),
  competitors: z.array(ZReportCompetitor),
  generatedAt: z.string(),
});
export type TPublicReport = z.infer<typeof ZPublicReport>;

/** The operator's view adds the ids and the public link sent in email 2. */
export const ZLeadReport = ZPublicReport.extend({
  id: z.string(),
  leadId: z.string(),
  token: z.string(),
  /** Site-relative path of the public page, /reports/{token}. */
  publicPath: z.string(),
});
export type TLeadReport = z.infer<typeof ZLeadReport>;

// ---------------------------------------------------------------------------------------------------------------
// Inbound: bounces, delivery reports and replies

/**
 * POST /api/outreach/inbound: a message that came back (DSN, auto-reply or a reply) as raw RFC 5322 text, or a
 * provider event. Admin session, or the shared secret in the `x-outreach-inbound-secret` header.
 */
export const ZOutreachInboundEvent = z.strictObject({
  type: z.enum(['bounce', 'delivered', 'reply', 'complaint']),
  email: z.email(),
  /** For bounces: hard (5.x.x) or soft (4.x.x); only hard suppresses. */
  bounceType: z.enum(['hard', 'soft']).optional(),
  /** The Message-ID of the outreach email it refers to, when known. */
  messageId: z.string().max(998).optional(),
  at: z.iso.datetime().optional(),
});
export type TOutreachInboundEvent = z.infer<typeof ZOutreachInboundEvent>;

export const INBOUND_OUTCOMES = [
  'hard_bounce',
  'soft_bounce',
  'auto_reply',
  'reply',
  'delivered',
  'complaint',
  'ignored',
] as const;
export const ZOutreachInboundResult = z.object({
  outcome: z.enum(INBOUND_OUTCOMES),
  /** The lead the message was matched to, if any. */
  leadId: z.string().nullable(),
  message: z.string(),
});
export type TOutreachInboundResult = z.infer<typeof ZOutreachInboundResult>;
