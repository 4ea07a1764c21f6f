import { sql, type SQL } from 'drizzle-orm';
import type { TLead } from '@shared/contracts/leads';
import type { TSequenceStatus } from '@shared/contracts/outreach';
import type { leads } from '../db/schema/leads';

type TLeadRow = typeof leads.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The state of a lead's outreach sequence (one per lead, outreach_sequences_lead_key); NULL when never started. */
export const sequenceStatusOf = (leadId: SQL): SQL<TSequenceStatus | null> =>
  sql`(SELECT s.status FROM outreach_sequences s WHERE s.lead_id = ${leadId})`;

/** A stored lead as the API answers it, with the state of its sequence. */
export function toLead(r: TLeadRow, sequenceStatus: TSequenceStatus | null): TLead {
  return {
    id: r.id,
    domain: r.domain,
    storeName: r.storeName,
    website: r.website,
    email: r.email,
    linkedinUrl: r.linkedinUrl,
    category: r.category,
    country: r.country,
    currency: r.currency,
    estimatedRevenue: r.estimatedRevenue,
    employees: r.employees,
    description: r.description,
    shopifyPlan: r.shopifyPlan,
    founded: r.founded,
    productCount: r.productCount,
    productTypes: r.productTypes,
    source: r.source,
    sources: r.sources,
    fieldSources: r.fieldSources,
    status: r.status,
    notes: r.notes,
    lastContactedAt: iso(r.lastContactedAt),
    email1SentAt: iso(r.email1SentAt),
    email2SentAt: iso(r.email2SentAt),
    email3SentAt: iso(r.email3SentAt),
    emailSequenceComplete: r.emailSequenceComplete,
    sequenceStatus,
    unsubscribed: r.unsubscribed,
    convertedAt: iso(r.convertedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
