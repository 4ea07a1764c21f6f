import { z } from 'zod';

export const AUDIT_STATUSES = ['success', 'failure', 'partial', 'running'] as const;
export const AUDIT_DAY_WINDOWS = [1, 7, 30, 90] as const;

/** One scrape run (docs/product-rules.md R61). A run reads a store once for all its subscribers. */
export const ZScrapingAudit = z.object({
  id: z.number().int(),
  competitor: z.object({ storeId: z.string(), name: z.string(), domain: z.string() }),
  /** Usernames of the store's subscribers (at most 3) and how many there are. */
  users: z.array(z.string()),
  subscriberCount: z.number().int(),
  trigger: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  status: z.enum(AUDIT_STATUSES),
  method: z.string(),
  duration: z.number().int().nullable(),
  responseTime: z.number().int().nullable(),
  productsFound: z.number().int(),
  productsProcessed: z.number().int(),
  priceChanges: z.number().int(),
  errorType: z.string().nullable(),
  errorMessage: z.string().nullable(),
  httpStatusCode: z.number().int().nullable(),
  retryAttempts: z.number().int(),
});
export type TScrapingAudit = z.infer<typeof ZScrapingAudit>;

const days = z.coerce
  .number()
  .int()
  .refine((d) => (AUDIT_DAY_WINDOWS as readonly number[]).includes(d), 'Days must be 1, 7, 30 or 90')
  .optional();

const filters = {
  competitorId: z.uuid('Competitor id must be a UUID').optional(),
  userId: z.uuid('User id must be a UUID').optional(),
  days,
};

export const ZScrapingAuditsQuery = z.strictObject({
  status: z.enum(AUDIT_STATUSES, `Status must be one of: ${AUDIT_STATUSES.join(', ')}`).optional(),
  ...filters,
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(500).optional(),
});
export type TScrapingAuditsQuery = z.infer<typeof ZScrapingAuditsQuery>;

/** Scrape runs of one UTC day ("2026-01-31") by status. */
export const ZOutcomeDay = z.object({
  day: z.string(),
  success: z.number().int(),
  failure: z.number().int(),
  partial: z.number().int(),
  running: z.number().int(),
});
export type TOutcomeDay = z.infer<typeof ZOutcomeDay>;

export const ZScrapingAuditStatsQuery = z.strictObject(filters);
export type TScrapingAuditStatsQuery = z.infer<typeof ZScrapingAuditStatsQuery>;

export const ZScrapingAuditStats = z.object({
  totalRuns: z.number().int(),
  successfulRuns: z.number().int(),
  failedRuns: z.number().int(),
  partialRuns: z.number().int(),
  runningRuns: z.number().int(),
  /** Milliseconds; null when no finished run measured them. */
  avgDuration: z.number().int().nullable(),
  avgResponseTime: z.number().int().nullable(),
  totalProductsFound: z.number().int(),
  totalPriceChanges: z.number().int(),
  perDay: z.array(ZOutcomeDay),
});
export type TScrapingAuditStats = z.infer<typeof ZScrapingAuditStats>;

/** POST /api/admin/restart-scraping: what it did (docs/product-rules.md R60). */
export const ZRestartScraping = z.object({
  releasedRuns: z.number().int(),
  queued: z.number().int(),
  scrapingEnabled: z.boolean(),
  message: z.string(),
});
export type TRestartScraping = z.infer<typeof ZRestartScraping>;
