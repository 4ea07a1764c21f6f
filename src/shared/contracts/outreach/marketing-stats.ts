import { z } from 'zod';

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
