import { z } from 'zod';

/** GET /api/admin/competitors: every user's competitors with their owner's email, newest first. */
export const ZAdminCompetitor = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  domain: z.string(),
  status: z.string(),
  productCount: z.number().int(),
  lastScraped: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  userEmail: z.string(),
});
export type TAdminCompetitor = z.infer<typeof ZAdminCompetitor>;
