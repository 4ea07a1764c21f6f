import { z } from 'zod';

export const TICKET_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TTicketStatus, string> = {
  open: 'Open',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** The Active tab holds every status but closed (docs/product-rules.md R58). */
export const TICKET_VIEWS = ['active', 'closed'] as const;
export const OVERDUE_AFTER_HOURS = 24;

export const ZSupportTicket = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Since when the customer waits for our answer; null while we wait on the customer. */
  awaitingReplySince: z.string().nullable(),
  overdue: z.boolean(),
  replyCount: z.number().int(),
});
export type TSupportTicket = z.infer<typeof ZSupportTicket>;

export const ZTicketReply = z.object({
  id: z.number().int(),
  author: z.enum(['admin', 'customer']),
  authorName: z.string(),
  message: z.string(),
  emailSent: z.boolean(),
  createdAt: z.string(),
});
export type TTicketReply = z.infer<typeof ZTicketReply>;

export const ZSupportTicketDetail = ZSupportTicket.extend({ replies: z.array(ZTicketReply) });
export type TSupportTicketDetail = z.infer<typeof ZSupportTicketDetail>;

export const ZTicketsQuery = z.strictObject({
  view: z.enum(TICKET_VIEWS, 'View must be active or closed').optional(),
  status: z.enum(TICKET_STATUSES, `Status must be one of: ${TICKET_STATUSES.join(', ')}`).optional(),
  q: z.string().trim().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(500).optional(),
});
export type TTicketsQuery = z.infer<typeof ZTicketsQuery>;

export const ZTicketStatusBody = z.strictObject({
  status: z.enum(TICKET_STATUSES, `Status must be one of: ${TICKET_STATUSES.join(', ')}`),
});

export const ZTicketReplyBody = z.strictObject({
  message: z
    .string('Reply is required')
    .trim()
    .min(1, 'Reply is required')
    .max(10_000, 'Reply must be at most 10,000 characters'),
});
