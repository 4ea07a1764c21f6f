import { Readable } from 'node:stream';
import { asc, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { isoMicros } from '../db/rows';
import { leads } from '../db/schema/leads';
import { csvLine, type TExportValue } from '../export/export-csv';
import { exportDate } from '../export/stream-export';

const BATCH = 1000;

const COLUMNS = [
  'id',
  'store_name',
  'domain',
  'website',
  'email',
  'status',
  'source',
  'sources',
  'country',
  'category',
  'currency',
  'estimated_revenue',
  'employees',
  'product_count',
  'product_types',
  'shopify_plan',
  'founded',
  'linkedin_url',
  'notes',
  'last_contacted_at',
  'unsubscribed',
  'created_at',
] as const;

function line(r: typeof leads.$inferSelect): string {
  const values: Record<(typeof COLUMNS)[number], TExportValue> = {
    id: r.id,
    store_name: r.storeName,
    domain: r.domain,
    website: r.website,
    email: r.email,
    status: r.status,
    source: r.source,
    sources: r.sources.join(' '),
    country: r.country,
    category: r.category,
    currency: r.currency,
    estimated_revenue: r.estimatedRevenue,
    employees: r.employees,
    product_count: r.productCount,
    product_types: r.productTypes.join('; '),
    shopify_plan: r.shopifyPlan,
    founded: r.founded,
    linkedin_url: r.linkedinUrl,
    notes: r.notes,
    last_contacted_at: r.lastContactedAt?.toISOString() ?? null,
    unsubscribed: r.unsubscribed,
    created_at: r.createdAt.toISOString(),
  };
  // Cells that a spreadsheet would run as a formula get a leading apostrophe: the data came from outside.
  return csvLine(
    COLUMNS.map((c) => values[c]),
    { excel: true },
  );
}

/**
 * Every lead as a CSV file (docs/product-rules.md R95): RFC 4180, UTF-8, named leads-YYYY-MM-DD.csv, read in keyset
 * batches and written as the client reads, oldest first.
 */
export function exportLeads(opts: { db: TExecutor; now?: Date }): { stream: Readable; filename: string } {
  async function* csv(): AsyncGenerator<Buffer> {
    yield Buffer.from(csvLine([...COLUMNS]), 'utf8');
    let after: { key: string; id: string } | null = null;
    for (;;) {
      const rows: { lead: typeof leads.$inferSelect; key: string }[] = await opts.db
        .select({ lead: leads, key: sql<string>`${isoMicros(sql`${leads.createdAt}`)}` })
        .from(leads)
        .where(
          after
            ? sql`(${leads.createdAt}, ${leads.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(asc(leads.createdAt), asc(leads.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      yield Buffer.from(rows.map((r) => line(r.lead)).join(''), 'utf8');
      if (rows.length < BATCH) return;
      const last = rows.at(-1)!;
      after = { key: last.key, id: last.lead.id };
    }
  }
  return {
    stream: Readable.from(csv(), { objectMode: false }),
    filename: `leads-${exportDate(opts.now ?? new Date(), 'UTC')}.csv`,
  };
}
