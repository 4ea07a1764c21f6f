import { z } from 'zod';

/** One thing a store's home page showed it runs on: its theme, a known app or pixel, or a script host nobody named. */
export const ZFootprintItem = z.object({
  kind: z.enum(['theme', 'app', 'unknown']),
  /** The theme's or app's name; for an unknown script, its host (or "extension:handle"). */
  name: z.string(),
  /** The app's category; null for a theme or an unknown host. */
  category: z.string().nullable(),
  /** A theme's version and Theme Store id, when it declares them. */
  version: z.string().nullable(),
  themeStoreId: z.number().int().nullable(),
  /** The snippet of the home page it was read from. */
  evidence: z.string(),
  firstSeenAt: z.string(),
  /** While present: the store's last successful read; once gone: when it was first missing. */
  lastSeenAt: z.string(),
  removedAt: z.string().nullable(),
});
export type TFootprintItem = z.infer<typeof ZFootprintItem>;

/** GET /api/competitors/:id/runs-on */
export const ZRunsOn = z.object({
  /** When the home page was last read with the catalogue; null before the first successful read. */
  readAt: z.string().nullable(),
  theme: ZFootprintItem.nullable(),
  /** Present apps by category, then name. */
  apps: z.array(ZFootprintItem),
  unknown: z.array(ZFootprintItem),
  /** What it ran on before: themes and apps gone since, newest first (at most 50). */
  history: z.array(ZFootprintItem),
});
export type TRunsOn = z.infer<typeof ZRunsOn>;
