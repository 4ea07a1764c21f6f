import { sql } from 'drizzle-orm';
import type { TMonitoredStoreLeadsResult } from '@shared/contracts/leads';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { countOutcomes, mergeLeads, type TLeadCandidate } from '../../leads/merge-leads';
import { normaliseCountry, normaliseDomain } from '../../leads/normalise';

/** How many product types a lead keeps, most common first. */
const TOP_TYPES = 5;

type TStoreRow = {
  id: string;
  url: string;
  name: string;
  country: string | null;
  currency: string;
  live_products: number;
  scraped: boolean;
  product_types: string[] | null;
};

/**
 * Leads from the stores Rivalwatch already monitors (docs/product-rules.md R92): name, domain, country, currency,
 * catalogue size and main product types, all read from the store's own public data as scraped. No email is
 * invented: such a lead waits for a CSV or the directory to give one. A store's later scrapes refresh the
 * fields this source gave.
 */
export async function monitoredStoreLeads(opts: { db: TDb }): Promise<TMonitoredStoreLeadsResult> {
  const stores = rowsOf<TStoreRow>(
    await opts.db.execute(sql`
      SELECT s.id, s.url, s.name, s.country, s.currency, s.last_success_at IS NOT NULL AS scraped,
        coalesce(p.live, 0)::int AS live_products, p.types AS product_types
      FROM stores s
      LEFT JOIN LATERAL (
        SELECT sum(t.n)::int AS live,
          (array_agg(t.product_type ORDER BY t.n DESC, t.product_type)
            FILTER (WHERE t.product_type IS NOT NULL))[1:${sql.raw(String(TOP_TYPES))}] AS types
        FROM (
          SELECT nullif(trim(product_type), '') AS product_type, count(*)::int AS n
          FROM products WHERE store_id = s.id AND removed_at IS NULL
          GROUP BY 1
        ) t
      ) p ON true
      WHERE EXISTS (SELECT 1 FROM competitors c WHERE c.store_id = s.id)
      ORDER BY s.created_at, s.id`),
  );
  const seen = new Set<string>();
  const candidates: TLeadCandidate[] = [];
  for (const s of stores) {
    const domain = normaliseDomain(s.url);
    if (!domain || seen.has(domain)) continue;
    seen.add(domain);
    candidates.push({
      domain,
      source: 'monitored_store',
      storeId: s.id,
      values: {
        storeName: s.name.trim() || null,
        website: s.url,
        country: normaliseCountry(s.country),
        currency: s.currency,
        // A store never scraped has no known catalogue yet: no figure rather than a zero.
        productCount: s.scraped ? s.live_products : null,
        productTypes: s.product_types ?? [],
      },
    });
  }
  const outcomes = await opts.db.transaction((tx) => mergeLeads({ db: tx, candidates }));
  return { stores: candidates.length, counts: countOutcomes(outcomes) };
}
