import type { TLead } from '@shared/contracts/leads';
import type { leads } from '../db/schema/leads';

type TLeadRow = typeof leads.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored lead as the API answers it. */
export function toLead(r: TLeadRow): TLead {
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
    unsubscribed: r.unsubscribed,
    convertedAt: iso(r.convertedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
