import { z } from 'zod';

/** Prefix of every personal API token, so a leaked one is recognisable (and secret scanners can find it). */
export const API_TOKEN_PREFIX = 'rw_';

export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token ("rw_3fA9c1"), to tell tokens apart. */
  prefix: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZCreateApiTokenBody = z.strictObject({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
});
/** The answer to a create: the only time the token itself is shown. */
export const ZCreatedApiToken = ZApiToken.extend({ token: z.string() });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;
