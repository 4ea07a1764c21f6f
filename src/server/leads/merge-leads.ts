import { inArray, sql } from 'drizzle-orm';
import type { TLeadCounts, TLeadOutcome } from '@shared/contracts/leads';
import type { TExecutor } from '../db/client';
import { leads, type TLeadSource } from '../db/schema/leads';
import { suppressedEmails } from './suppressed-emails';

/** The lead fields a source may give. */
export type TLeadValues = {
  storeName?: string | null;
  website?: string | null;
  email?: string | null;
  linkedinUrl?: string | null;
  category?: string | null;
  country?: string | null;
  currency?: string | null;
  estimatedRevenue?: number | null;
  employees?: number | null;
  description?: string | null;
  shopifyPlan?: string | null;
  founded?: number | null;
  productCount?: number | null;
  productTypes?: string[] | null;
};
type TField = keyof TLeadValues;

const FIELDS: TField[] = [
  'storeName',
  'website',
  'email',
  'linkedinUrl',
  'category',
  'country',
  'currency',
  'estimatedRevenue',
  'employees',
  'description',
  'shopifyPlan',
  'founded',
  'productCount',
  'productTypes',
];

/** One store a source found: its normalised domain and what the source knows of it. */
export type TLeadCandidate = {
  domain: string;
  source: TLeadSource;
  /** The monitored store it was drawn from. */
  storeId?: string | null;
  values: TLeadValues;
};

export type TMergeOutcome = { outcome: TLeadOutcome; fields: string[]; reason: string | null };

type TLeadRow = typeof leads.$inferSelect;

const CHUNK = 1000;

const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Adds or merges leads, one per domain (docs/product-rules.md R90, R91). A source fills the fields a lead does not
 * have yet and refreshes the fields it gave itself; it never overwrites a field another source gave, never
 * replaces an email, and never re-enables a suppressed address: a lead whose email is suppressed is stored
 * unsubscribed. `fieldSources` records, per field, the source of its value.
 * Candidates must name distinct domains. With `dryRun` nothing is written and the outcomes are the same.
 * Writes are set-based (one insert and one update per 1,000 candidates) and the caller's executor decides the
 * transaction: run it inside one so a failure leaves nothing half-written.
 */
export async function mergeLeads(opts: {
  db: TExecutor;
  candidates: TLeadCandidate[];
  dryRun?: boolean;
}): Promise<TMergeOutcome[]> {
  const outcomes: TMergeOutcome[] = [];
  for (let start = 0; start < opts.candidates.length; start += CHUNK) {
    outcomes.push(...(await mergeChunk(opts.db, opts.candidates.slice(start, start + CHUNK), !!opts.dryRun)));
  }
  return outcomes;
}

async function mergeChunk(
  db: TExecutor,
  candidates: TLeadCandidate[],
  dryRun: boolean,
): Promise<TMergeOutcome[]> {
  if (candidates.length === 0) return [];
  const domains = candidates.map((c) => c.domain);
  const existingQuery = db.select().from(leads).where(inArray(leads.domain, domains));
  const existing = dryRun ? await existingQuery : await existingQuery.for('update');
  const byDomain = new Map(existing.map((r) => [r.domain, r]));
  const suppressed = await suppressedEmails(
    db,
    candidates.map((c) => c.values.email).filter((e): e is string => !!e),
  );

  const inserts: (typeof leads.$inferInsert)[] = [];
  const updates: Record<string, unknown>[] = [];
  const outcomes = candidates.map((c): TMergeOutcome => {
    const row = byDomain.get(c.domain);
    const email = c.values.email ?? null;
    const isSuppressed = !!email && suppressed.has(email);
    if (!row) {
      const fieldSources: Record<string, TLeadSource> = {};
      const given = FIELDS.filter((f) => !isEmpty(c.values[f]));
      for (const f of given) fieldSources[f] = c.source;
      inserts.push({
        domain: c.domain,
        storeName: c.values.storeName ?? c.domain,
        website: c.values.website ?? `https://${c.domain}`,
        email,
        linkedinUrl: c.values.linkedinUrl ?? null,
        category: c.values.category ?? null,
        country: c.values.country ?? null,
        currency: c.values.currency ?? null,
        estimatedRevenue: c.values.estimatedRevenue ?? null,
        employees: c.values.employees ?? null,
        description: c.values.description ?? null,
        shopifyPlan: c.values.shopifyPlan ?? null,
        founded: c.values.founded ?? null,
        productCount: c.values.productCount ?? null,
        productTypes: c.values.productTypes ?? [],
        source: c.source,
        sources: [c.source],
        fieldSources,
        storeId: c.storeId ?? null,
        unsubscribed: isSuppressed,
        unsubscribedAt: isSuppressed ? new Date() : null,
      });
      return {
        outcome: 'added',
        fields: given,
        reason: isSuppressed ? 'The email is on the suppression list: stored unsubscribed' : null,
      };
    }
    const merged: Record<string, unknown> = { ...row };
    const fieldSources = { ...row.fieldSources };
    const changed: TField[] = [];
    for (const f of FIELDS) {
      const value = c.values[f];
      if (isEmpty(value)) continue;
      const current = row[f];
      // An email is never replaced: a sequence may already be writing to it.
      const mayRefresh = f !== 'email' && fieldSources[f] === c.source;
      if (isEmpty(current) || (mayRefresh && !same(current, value))) {
        if (same(current, value)) continue;
        merged[f] = value;
        fieldSources[f] = c.source;
        changed.push(f);
      } else if (same(current, value) && !fieldSources[f]) {
        fieldSources[f] = c.source;
      }
    }
    const sources = row.sources.includes(c.source) ? row.sources : [...row.sources, c.source];
    const newStore = !row.storeId && !!c.storeId;
    const unsubscribe = changed.includes('email') && isSuppressed && !row.unsubscribed;
    if (changed.length === 0 && sources === row.sources && !newStore) {
      return { outcome: 'unchanged', fields: [], reason: 'Already known with the same details' };
    }
    updates.push({
      id: row.id,
      ...toColumns(merged as TLeadRow),
      sources,
      field_sources: fieldSources,
      store_id: c.storeId ?? null,
      unsubscribed: unsubscribe,
    });
    const fills = changed.length ? `Fills ${changed.join(', ')}` : `Adds the source ${c.source}`;
    return {
      outcome: 'merged',
      fields: changed,
      reason: unsubscribe ? `${fills}; the email is on the suppression list: stored unsubscribed` : fills,
    };
  });

  if (dryRun) return outcomes;
  if (inserts.length) {
    const added = new Set(
      (
        await db
          .insert(leads)
          .values(inserts)
          .onConflictDoNothing({ target: leads.domain })
          .returning({ domain: leads.domain })
      ).map((r) => r.domain),
    );
    // A lead another request added between the read and the insert keeps that request's data.
    candidates.forEach((c, i) => {
      if (outcomes[i]!.outcome === 'added' && !added.has(c.domain)) {
        outcomes[i] = {
          outcome: 'unchanged',
          fields: [],
          reason: 'Added by another source at the same time',
        };
      }
    });
  }
  if (updates.length) {
    await db.execute(sql`
      UPDATE leads l SET
        store_name = v.store_name, website = v.website, email = v.email, linkedin_url = v.linkedin_url,
        category = v.category, country = v.country, currency = v.currency,
        estimated_revenue = v.estimated_revenue, employees = v.employees, description = v.description,
        shopify_plan = v.shopify_plan, founded = v.founded, product_count = v.product_count,
        product_types = v.product_types, sources = v.sources, field_sources = v.field_sources,
        store_id = coalesce(l.store_id, v.store_id),
        unsubscribed = l.unsubscribed OR v.unsubscribed,
        unsubscribed_at = CASE WHEN v.unsubscribed AND NOT l.unsubscribed THEN now() ELSE l.unsubscribed_at END,
        updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS v(
        id uuid, store_name text, website text, email text, linkedin_url text, category text, country text,
        currency text, estimated_revenue int, employees int, description text, shopify_plan text, founded int,
        product_count int, product_types jsonb, sources jsonb, field_sources jsonb, store_id uuid,
        unsubscribed boolean)
      WHERE l.id = v.id`);
  }
  return outcomes;
}

function toColumns(r: TLeadRow): Record<string, unknown> {
  return {
    store_name: r.storeName,
    website: r.website,
    email: r.email,
    linkedin_url: r.linkedinUrl,
    category: r.category,
    country: r.country,
    currency: r.currency,
    estimated_revenue: r.estimatedRevenue,
    employees: r.employees,
    description: r.description,
    shopify_plan: r.shopifyPlan,
    founded: r.founded,
    product_count: r.productCount,
    product_types: r.productTypes,
  };
}

export function countOutcomes(outcomes: { outcome: TLeadOutcome }[]): TLeadCounts {
  const counts: TLeadCounts = { added: 0, merged: 0, unchanged: 0, refused: 0 };
  for (const o of outcomes) counts[o.outcome] += 1;
  return counts;
}
