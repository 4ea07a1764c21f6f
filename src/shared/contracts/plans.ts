import { z } from 'zod';
import { PLAN_KEYS } from '../constants/plans';

/**
 * A plan as customers see it; prices in cents, everything read from plan_configs (docs/product-rules.md R1).
 */
export const ZPlan = z.object({
  key: z.enum(PLAN_KEYS),
  name: z.string(),
  price: z.number().int(),
  maxCompetitors: z.number().int(),
  scrapingIntervalMinutes: z.number().int(),
  features: z.array(z.string()),
  description: z.string(),
});
export type TPlan = z.infer<typeof ZPlan>;
