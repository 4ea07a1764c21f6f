import { z } from 'zod';
import { CLAIM_IDS } from '../claims/feature-claims';

/** Settings the browser may know before anyone signs in. */
export const ZPublicConfig = z.object({
  supportEmail: z.string(),
  /** Which feature claims of the public pages are in force on this server (src/shared/claims/feature-claims.ts). */
  features: z.record(z.enum(CLAIM_IDS), z.boolean()),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
