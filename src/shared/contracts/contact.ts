import { z } from 'zod';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '../constants/settings';

export const ZContactBody = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(255, 'Name must be at most 255 characters'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(255, 'Email must be at most 255 characters')
    .pipe(z.email('Please enter a valid email address')),
  subject: z.string().trim().min(1, 'Subject is required').max(500, 'Subject must be at most 500 characters'),
  category: z.enum(SUPPORT_CATEGORIES, `Category must be one of: ${SUPPORT_CATEGORIES.join(', ')}`),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
  priority: z.enum(SUPPORT_PRIORITIES, `Priority must be one of: ${SUPPORT_PRIORITIES.join(', ')}`),
});
export type TContactBody = z.infer<typeof ZContactBody>;

export const ZContactResult = z.object({ ok: z.boolean(), message: z.string(), ticketId: z.string() });
