import { z } from 'zod';

/** Settings the browser may know before anyone signs in. */
export const ZPublicConfig = z.object({ supportEmail: z.string() });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
