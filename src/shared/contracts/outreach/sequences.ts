import { z } from 'zod';

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
