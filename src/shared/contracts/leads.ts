import { z } from 'zod';
import { SEQUENCE_STATUSES } from './outreach/sequences';

/** Leads: store owners Rivalwatch may offer itself to (docs/product-rules.md R90-R97). */
export const LEAD_STATUSES = ['new', 'contacted', 'responded', 'qualified', 'customer'] as const;
export type TLeadStatusValue = (typeof LEAD_STATUSES)[number];
export const LEAD_SOURCES = ['csv', 'monitored_store', 'directory'] as const;
export type TLeadSourceValue = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<TLeadSourceValue, string> = {
  csv: 'CSV import',
  monitored_store: 'Monitored store',
  directory: 'Store directory',
};

/** One lead as the /leads screen shows it. */
export const ZLead = z.object({
  id: z.string(),
  domain: z.string(),
  storeName: z.string(),
  website: z.string(),
  email: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  category: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  estimatedRevenue: z.number().int().nullable(),
  employees: z.number().int().nullable(),
  description: z.string().nullable(),
  shopifyPlan: z.string().nullable(),
  founded: z.number().int().nullable(),
  productCount: z.number().int().nullable(),
  productTypes: z.array(z.string()),
  source: z.enum(LEAD_SOURCES),
  sources: z.array(z.enum(LEAD_SOURCES)),
  /** Per field, the source its value came from. */
  fieldSources: z.record(z.string(), z.enum(LEAD_SOURCES)),
  status: z.enum(LEAD_STATUSES),
  notes: z.string().nullable(),
  lastContactedAt: z.string().nullable(),
  email1SentAt: z.string().nullable(),
  email2SentAt: z.string().nullable(),
  email3SentAt: z.string().nullable(),
  emailSequenceComplete: z.boolean(),
  /** The outreach sequence's state; null when none was ever started. */
  sequenceStatus: z.enum(SEQUENCE_STATUSES).nullable(),
  unsubscribed: z.boolean(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLead = z.infer<typeof ZLead>;

export const LEAD_SORTS = ['createdAt', 'storeName', 'lastContactedAt'] as const;
export type TLeadSort = (typeof LEAD_SORTS)[number];

export const ZLeadsQuery = z.strictObject({
  q: z.string().trim().max(255, 'Search is at most 255 characters').optional(),
  status: z.enum(LEAD_STATUSES, `Status must be one of: ${LEAD_STATUSES.join(', ')}`).optional(),
  source: z.enum(LEAD_SOURCES, `Source must be one of: ${LEAD_SOURCES.join(', ')}`).optional(),
  sort: z.enum(LEAD_SORTS, `Sort must be one of: ${LEAD_SORTS.join(', ')}`).optional(),
  dir: z.enum(['asc', 'desc'], 'Direction must be asc or desc').optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(500).optional(),
});
export type TLeadsQuery = z.infer<typeof ZLeadsQuery>;

/** The edit dialog: status, notes, lastContactedAt (setting contacted also stamps lastContactedAt). */
export const ZLeadUpdateBody = z.strictObject({
  status: z.enum(LEAD_STATUSES, `Status must be one of: ${LEAD_STATUSES.join(', ')}`).optional(),
  notes: z.string().max(5000, 'Notes are at most 5000 characters').nullable().optional(),
  lastContactedAt: z.iso
    .datetime({ offset: true, message: 'lastContactedAt must be an ISO date-time' })
    .nullable()
    .optional(),
});
export type TLeadUpdateBody = z.infer<typeof ZLeadUpdateBody>;

/** What a source did with one store. */
export const LEAD_OUTCOMES = ['added', 'merged', 'unchanged', 'refused'] as const;
export type TLeadOutcome = (typeof LEAD_OUTCOMES)[number];

export const ZLeadCounts = z.object({
  added: z.number().int(),
  merged: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type TLeadCounts = z.infer<typeof ZLeadCounts>;

/** The lead fields a CSV column can fill. */
export const LEAD_IMPORT_FIELDS = [
  'storeName',
  'website',
  'email',
  'country',
  'category',
  'currency',
  'estimatedRevenue',
  'employees',
  'linkedinUrl',
  'description',
  'shopifyPlan',
  'founded',
] as const;
export type TLeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

export const ZLeadImportRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  domain: z.string().nullable(),
  storeName: z.string().nullable(),
  email: z.string().nullable(),
  outcome: z.enum(LEAD_OUTCOMES),
  /** Why a row is refused, or what a merge changes. */
  reason: z.string().nullable(),
  /** Values of the row that were left out (an unknown country, a revenue that is not a number). */
  warnings: z.array(z.string()),
  /** The fields this row gives the lead (added) or fills in (merged). */
  fields: z.array(z.string()),
});
export type TLeadImportRow = z.infer<typeof ZLeadImportRow>;

export const ZLeadImportResult = z.object({
  dryRun: z.boolean(),
  counts: ZLeadCounts,
  /** Header as written in the file -> the lead field it fills. */
  columns: z.array(z.object({ header: z.string(), field: z.enum(LEAD_IMPORT_FIELDS).nullable() })),
  rows: z.array(ZLeadImportRow),
});
export type TLeadImportResult = z.infer<typeof ZLeadImportResult>;

export const ZLeadImportQuery = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], 'dryRun must be true or false')
    .optional()
    .transform((v) => v === 'true'),
});

/** POST /api/admin/marketing/monitored-store-leads. */
export const ZMonitoredStoreLeadsResult = z.object({ stores: z.number().int(), counts: ZLeadCounts });
export type TMonitoredStoreLeadsResult = z.infer<typeof ZMonitoredStoreLeadsResult>;

/** Generate Leads Now's defaults (docs/product-rules.md R93). */
export const DIRECTORY_DEFAULTS = {
  country: ['US', 'Canada', 'UK'],
  category: ['Apparel', 'Fitness', 'Beauty', 'Tech'],
  minRevenue: 10_000,
  maxResults: 50,
};

export const ZDirectoryLeadsBody = z.strictObject({
  country: z
    .array(z.string().trim().min(2, 'A country is a code or a name').max(60))
    .max(30, 'At most 30 countries')
    .default([]),
  category: z.array(z.string().trim().min(1).max(100)).max(30, 'At most 30 categories').default([]),
  /** Yearly revenue in whole USD. */
  minRevenue: z.number().int().min(0).max(1_000_000_000).default(0),
  maxResults: z
    .number()
    .int()
    .min(1, 'maxResults is 1 to 500')
    .max(500, 'maxResults is 1 to 500')
    .default(50),
});
export type TDirectoryLeadsBody = z.infer<typeof ZDirectoryLeadsBody>;

export const ZDirectoryLeadsResult = z.object({
  /** Leads added or given new data. */
  storedLeads: z.number().int(),
  counts: ZLeadCounts,
  results: z.array(
    z.object({
      domain: z.string(),
      storeName: z.string(),
      country: z.string().nullable(),
      category: z.string().nullable(),
      estimatedRevenue: z.number().int().nullable(),
      hasEmail: z.boolean(),
      outcome: z.enum(LEAD_OUTCOMES),
      reason: z.string().nullable(),
    }),
  ),
});
export type TDirectoryLeadsResult = z.infer<typeof ZDirectoryLeadsResult>;
