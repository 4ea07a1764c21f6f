import { z } from 'zod';

// GET /api/leads/{id}/report (admin) and GET /api/reports/{token} (public)

export const REPORT_STATUSES = ['generated', 'insufficient_data'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];
/** Stores sharing the lead's category needed before a report states market figures. */
export const REPORT_MIN_COMPETITORS = 3;

export const ZReportProduct = z.object({
  name: z.string(),
  price: z.string().nullable(),
  compareAtPrice: z.string().nullable(),
  availability: z.enum(['in_stock', 'out_of_stock']),
  url: z.string(),
  description: z.string().nullable(),
});
export type TReportProduct = z.infer<typeof ZReportProduct>;

export const ZReportCompetitor = z.object({
  name: z.string(),
  website: z.string(),
  category: z.string().nullable(),
  avgPrice: z.string().nullable(),
  productCount: z.number().int(),
  lastUpdated: z.string().nullable(),
  products: z.array(ZReportProduct),
});
export type TReportCompetitor = z.infer<typeof ZReportCompetitor>;

export const ZProductTypeCount = z.object({ type: z.string(), count: z.number().int() });

/** The report as the lead reads it (public page): no internal ids. */
export const ZPublicReport = z.object({
  storeName: z.string(),
  website: z.string(),
  category: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** How the compared stores were chosen, in words (e.g. "Stores in the category Fitness"). */
  basis: z.string(),
  /** Set when status is insufficient_data: what is missing, in words. */
  message: z.string().nullable(),
  currency: z.string().nullable(),
  competitorCount: z.number().int(),
  avgMarketPrice: z.string().nullable(),
  priceRangeMin: z.string().nullable(),
  priceRangeMax: z.string().nullable(),
  commonProductTypes: z.array(ZProductTypeCount),
  /** Derived by stated rules from the figures; empty when status is insufficient_data. */
  marketPositioning: z.string().nullable(),
  opportunities: z.array(z.string()),
  recommendations: z.array(z.string()),
  competitors: z.array(ZReportCompetitor),
  generatedAt: z.string(),
});
export type TPublicReport = z.infer<typeof ZPublicReport>;

/** The operator's view adds the ids and the public link sent in email 2. */
export const ZLeadReport = ZPublicReport.extend({
  id: z.string(),
  leadId: z.string(),
  token: z.string(),
  /** Site-relative path of the public page, /reports/{token}. */
  publicPath: z.string(),
});
export type TLeadReport = z.infer<typeof ZLeadReport>;
