import { z } from 'zod';

/** POST /api/page-views: the path of the page shown (docs/product-rules.md R33); no query, no visitor. */
export const ZPageViewBody = z.strictObject({
  path: z.string().min(1, 'Path is required').max(300, 'Path must be at most 300 characters'),
});
export type TPageViewBody = z.infer<typeof ZPageViewBody>;

/** GET /api/admin/page-views: views counted per day (UTC), and the most viewed paths. */
export const ZPageViewStats = z.object({
  today: z.number().int(),
  last7Days: z.number().int(),
  last30Days: z.number().int(),
  /** The most viewed paths of the last 7 days, most viewed first. */
  topPaths: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type TPageViewStats = z.infer<typeof ZPageViewStats>;
