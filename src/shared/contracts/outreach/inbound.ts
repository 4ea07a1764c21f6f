import { z } from 'zod';

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
