import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TLeadReport, TPublicReport } from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import { competitiveReports, leads, type TCompetitiveReportRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { computeReport, type TLeadForReport } from './compute-report';

/*
 * Stored competitive reports (docs/product-rules.md R103): generated once per lead, then looked up by the admin,
 * by email 2 and by the public page's token. The figures come from compute-report.ts.
 */

async function leadForReport(db: TExecutor, leadId: string): Promise<TLeadForReport> {
  const [lead] = await db
    .select({
      id: leads.id,
      domain: leads.domain,
      storeName: leads.storeName,
      website: leads.website,
      category: leads.category,
      productTypes: leads.productTypes,
      currency: leads.currency,
      storeId: leads.storeId,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'Lead not found');
  return lead;
}

/**
 * The lead's stored report, generated on first need (the admin opening it, or email 2 quoting it). `regenerate`
 * computes it again and keeps its token, so a link already sent keeps working.
 */
export async function ensureReport(opts: {
  db: TExecutor;
  leadId: string;
  now: Date;
  userId?: string | null;
  regenerate?: boolean;
}): Promise<TCompetitiveReportRow> {
  if (!opts.regenerate) {
    const [existing] = await opts.db
      .select()
      .from(competitiveReports)
      .where(eq(competitiveReports.leadId, opts.leadId));
    if (existing) return existing;
  }
  const lead = await leadForReport(opts.db, opts.leadId);
  const report = await computeReport(opts.db, lead, opts.now);
  const values = { ...report, userId: opts.userId ?? null };
  const [row] = await opts.db
    .insert(competitiveReports)
    .values({ ...values, leadId: lead.id, token: randomBytes(24).toString('base64url') })
    .onConflictDoUpdate({ target: competitiveReports.leadId, set: values })
    .returning();
  return row!;
}

export function toPublicReport(row: TCompetitiveReportRow): TPublicReport {
  return {
    storeName: row.storeName,
    website: row.website,
    category: row.category,
    status: row.status,
    basis: row.basis,
    message: row.message,
    currency: row.currency,
    competitorCount: row.competitorCount,
    avgMarketPrice: row.avgMarketPrice,
    priceRangeMin: row.priceRangeMin,
    priceRangeMax: row.priceRangeMax,
    commonProductTypes: row.commonProductTypes,
    marketPositioning: row.marketPositioning,
    opportunities: row.opportunities,
    recommendations: row.recommendations,
    competitors: row.competitors,
    generatedAt: row.generatedAt.toISOString(),
  };
}

export function toLeadReport(row: TCompetitiveReportRow): TLeadReport {
  return {
    ...toPublicReport(row),
    id: row.id,
    leadId: row.leadId,
    token: row.token,
    publicPath: `/reports/${row.token}`,
  };
}

/** The public page's report by its token; 404 for any other token. */
export async function findReportByToken(opts: { db: TExecutor; token: string }): Promise<TPublicReport> {
  const [row] = await opts.db
    .select()
    .from(competitiveReports)
    .where(eq(competitiveReports.token, opts.token));
  if (!row) throw new AppError('not_found', 'This report link is not valid.');
  return toPublicReport(row);
}
